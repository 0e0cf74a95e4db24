import { PRODUCT_NAME, PRODUCT_TAGLINE, WifiLogo } from '../../brand';

export const SPLASH_STATUS_TEXT = 'Checking your session...';

/** Shown at `/` while the stored session loads, and while a signed-in visitor is on the way to /app. */
export function SplashScreen() {
  return (
    <main className="lp-root lp-splash">
      <div className="lp-splash-stack">
        <div className="lp-splash-logo">
          <WifiLogo size={80} />
        </div>
        <h1>{PRODUCT_NAME}</h1>
        <p className="lp-splash-tagline">{PRODUCT_TAGLINE}</p>
        <div role="status" className="lp-splash-status">
          <span className="lp-spinner" aria-hidden />
          <p>{SPLASH_STATUS_TEXT}</p>
        </div>
      </div>
    </main>
  );
}
