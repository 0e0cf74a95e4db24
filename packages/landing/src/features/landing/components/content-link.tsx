import { Link, VisuallyHidden, type LinkProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { isInternalPath } from 'contracts/landing';

interface ContentLinkProps extends Omit<LinkProps, 'href' | 'asChild' | 'children'> {
  /** Already checked by the normaliser (`toSafeHref`). */
  href: string;
  children: ReactNode;
}

/**
 * A link from CMS content: an app path goes through the router, a web address opens in a new tab
 * (and says so to screen readers), tel: and mailto: are left to the device.
 */
export function ContentLink({ href, children, ...linkProps }: ContentLinkProps) {
  if (isInternalPath(href)) {
    return (
      <Link asChild {...linkProps}>
        <RouterLink to={href}>{children}</RouterLink>
      </Link>
    );
  }
  if (/^https?:/.test(href)) {
    return (
      <Link href={href} target="_blank" rel="noopener noreferrer" {...linkProps}>
        {children}
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </Link>
    );
  }
  return (
    <Link href={href} {...linkProps}>
      {children}
    </Link>
  );
}
