import { Button, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export const SIGN_IN_PATH = '/login';

interface MarketingLinkProps extends Omit<ButtonProps, 'asChild' | 'children'> {
  children: ReactNode;
}

/** A call-to-action styled as a button: a real link to the sign-in page (docs/rules/landing.md#landing-page). */
export function MarketingLink({ children, ...buttonProps }: MarketingLinkProps) {
  return (
    // Button gives its element type="button", which means nothing on an <a>.
    <Button asChild {...buttonProps} type={undefined}>
      <RouterLink to={SIGN_IN_PATH}>{children}</RouterLink>
    </Button>
  );
}
