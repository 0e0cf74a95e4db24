import { PRODUCT_NAME, PRODUCT_TAGLINE, WifiLogo } from '../../brand';
import type { CompanyProfile } from 'contracts/landing';

export function SiteFooter({ companyProfile }: { companyProfile: CompanyProfile | null }) {
  const year = new Date().getFullYear();
  const owner = companyProfile?.companyName ?? PRODUCT_NAME;
  return (
    <footer className="lp-footer">
      <div className="lp-container lp-footer-inner">
        <div className="lp-footer-top">
          <div className="lp-stack" style={{ gap: '0.5rem' }}>
            <p className="lp-footer-brand">
              <WifiLogo size={28} />
              {PRODUCT_NAME}
            </p>
            <p className="lp-small">{PRODUCT_TAGLINE}</p>
          </div>
          {companyProfile?.address ? <address>{companyProfile.address}</address> : null}
        </div>
        <p className="lp-copyright">
          © {year} {owner}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
