import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { isInternalPath } from 'contracts/landing';

interface ContentLinkProps {
  /** Already checked by the normaliser (`toSafeHref`). */
  href: string;
  className?: string;
  children: ReactNode;
}

/**
 * A link from CMS content: an app path goes through the router, a web address opens in a new tab
 * (and says so to screen readers), tel: and mailto: are left to the device.
 */
export function ContentLink({ href, className, children }: ContentLinkProps) {
  if (isInternalPath(href)) {
    return (
      <RouterLink to={href} className={className}>
        {children}
      </RouterLink>
    );
  }
  if (/^https?:/.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
        <span className="lp-sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
