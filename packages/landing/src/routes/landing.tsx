import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useSessionStore } from 'shared-auth';
// The public pages' own styling (no Chakra on them): loaded with whichever page comes first.
import '../styles/public.css';
import { LANDING_TITLE } from '../features/brand/components/brand';
import { LandingPage } from '../features/landing/components/landing-page';
import { SplashScreen } from '../features/splash/components/splash-screen';
import { useDocumentTitle } from '../lib/use-document-title';

/** docs/rules/landing.md#splash: how long a signed-in visitor sees the splash before going to the console. */
export const LANDING_REDIRECT_DELAY_MS = 2000;
export const CONSOLE_PATH = '/app';

/**
 * `/` (docs/rules/landing.md#splash): the splash while the stored session loads; signed in, the splash for
 * 2000 ms and then /app; not signed in, the public landing page.
 */
export function Landing() {
  const isHydrated = useSessionStore((state) => state.isHydrated);
  const isAuthenticated = useSessionStore((state) => state.isAuthenticated);
  const [redirectDue, setRedirectDue] = useState(false);
  useDocumentTitle(LANDING_TITLE);

  const signedIn = isHydrated && isAuthenticated;
  useEffect(() => {
    if (!signedIn) return undefined;
    const timer = window.setTimeout(() => setRedirectDue(true), LANDING_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [signedIn]);

  if (!isHydrated) return <SplashScreen />;
  if (signedIn) return redirectDue ? <Navigate to={CONSOLE_PATH} replace /> : <SplashScreen />;
  return <LandingPage />;
}

export default Landing;
