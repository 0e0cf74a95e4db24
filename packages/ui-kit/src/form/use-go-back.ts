import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** The path one level up: '/app/customer/create' → '/app/customer'. */
export function parentPath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  const parent = trimmed.slice(0, trimmed.lastIndexOf('/'));
  return parent || '/';
}

/**
 * Goes back one page (kembali: docs/rules/forms.md#form-page, and after a save). A form opened directly (a link in a new
 * tab, a reload) has no page of this app before it, so it goes to `fallback` instead — by default
 * the list one level up — rather than out of the app.
 */
export function useGoBack(fallback?: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    // The router gives the first entry of its history the key 'default'.
    if (location.key === 'default') {
      void navigate(fallback ?? parentPath(location.pathname), { replace: true });
    } else {
      void navigate(-1);
    }
  }, [navigate, location.key, location.pathname, fallback]);
}
