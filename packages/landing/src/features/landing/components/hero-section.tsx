import { FiActivity, FiSliders, FiTrendingUp } from 'react-icons/fi';
import type { CompanyProfile } from 'contracts/landing';
import { MarketingLink } from './marketing-link';
import { ON_DARK_CLASS } from './on-dark';

const HIGHLIGHTS = [
  { icon: FiActivity, title: 'Monitor users', text: 'See who is online on every router, live.' },
  {
    icon: FiSliders,
    title: 'Manage access',
    text: 'PPP accounts and profiles, switched on or off in a click.',
  },
  {
    icon: FiTrendingUp,
    title: 'Optimise performance',
    text: 'Rate limits and traffic at a glance.',
  },
] as const;

export function HeroSection({ companyProfile }: { companyProfile: CompanyProfile | null }) {
  const heroImage = companyProfile?.heroImage ?? null;
  return (
    <section aria-labelledby="hero-heading" className={`lp-hero ${ON_DARK_CLASS}`}>
      <div className="lp-container lp-hero-inner">
        <div className="lp-stack lp-hero-text">
          <p className="lp-eyebrow">For Wi-Fi hotspots and small ISPs</p>
          <h1 id="hero-heading">Smart WiFi Management System</h1>
          <p className="lp-hero-lead">
            Monitor users, manage access and optimise performance across every hotspot, router and
            PPP account of your network, from one console.
          </p>
          <div className="lp-actions">
            <MarketingLink size="lg" look="light">
              Start Free Trial
            </MarketingLink>
            <MarketingLink size="lg" look="outline-light">
              Learn More
            </MarketingLink>
          </div>
        </div>
        {heroImage ? (
          <img
            src={heroImage}
            alt={companyProfile ? `${companyProfile.companyName}` : ''}
            width={640}
            height={480}
            className="lp-hero-image"
            fetchPriority="high"
          />
        ) : (
          <ul className="lp-highlights">
            {HIGHLIGHTS.map((highlight) => (
              <li key={highlight.title} className="lp-highlight">
                <span className="lp-highlight-icon">
                  <highlight.icon aria-hidden />
                </span>
                <div>
                  <p className="lp-highlight-title">{highlight.title}</p>
                  <p className="lp-highlight-text">{highlight.text}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
