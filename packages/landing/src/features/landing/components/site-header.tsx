import { Link as RouterLink } from 'react-router-dom';
import { PRODUCT_NAME, WifiLogo } from '../../brand';
import { MarketingLink } from './marketing-link';

export interface NavEntry {
  href: string;
  label: string;
}

export function SiteHeader({ entries }: { entries: NavEntry[] }) {
  return (
    <header className="lp-header">
      <div className="lp-container">
        {/* On a phone the section links drop to a second row rather than hiding behind a menu. */}
        <div className="lp-header-grid">
          <div className="lp-header-brand">
            <RouterLink to="/" className="lp-brand-link">
              <WifiLogo size={32} />
              <span>{PRODUCT_NAME}</span>
            </RouterLink>
          </div>
          <nav aria-label="Main" className="lp-header-nav">
            <ul>
              {entries.map((entry) => (
                <li key={entry.href}>
                  <a href={entry.href}>{entry.label}</a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="lp-header-cta">
            <MarketingLink size="sm">Get Started</MarketingLink>
          </div>
        </div>
      </div>
    </header>
  );
}
