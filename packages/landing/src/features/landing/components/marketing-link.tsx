import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export const SIGN_IN_PATH = '/login';

export type MarketingLinkLook = 'brand' | 'light' | 'outline-light';

interface MarketingLinkProps {
  children: ReactNode;
  look?: MarketingLinkLook;
  size?: 'sm' | 'md' | 'lg';
}

/** A call-to-action styled as a button: a real link to the sign-in page (docs/rules/landing.md#landing-page). */
export function MarketingLink({ children, look = 'brand', size = 'md' }: MarketingLinkProps) {
  const sizeClass = size === 'md' ? '' : ` lp-button-${size}`;
  return (
    <RouterLink to={SIGN_IN_PATH} className={`lp-button lp-button-${look}${sizeClass}`}>
      {children}
    </RouterLink>
  );
}
