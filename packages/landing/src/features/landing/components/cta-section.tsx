import { MarketingLink } from './marketing-link';
import { ON_DARK_CLASS } from './on-dark';

export function CtaSection() {
  return (
    <section aria-labelledby="cta-heading" className={`lp-cta ${ON_DARK_CLASS}`}>
      <div className="lp-container lp-container-narrow lp-cta-inner">
        <h2 id="cta-heading">Ready to take control of your Wi-Fi?</h2>
        <p>Bring your routers, PPP accounts and customers together today.</p>
        <MarketingLink size="lg" look="light">
          Sign Up Now
        </MarketingLink>
      </div>
    </section>
  );
}
