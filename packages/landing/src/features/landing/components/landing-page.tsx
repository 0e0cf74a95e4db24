import { useLandingContent } from '../api/get-landing-content';
import type { LandingContent } from 'contracts/landing';
import { BannersSection } from './banners-section';
import { CompanyProfileSection } from './company-profile-section';
import { ContactSection } from './contact-section';
import { CtaSection } from './cta-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { PackagesSection } from './packages-section';
import { SiteFooter } from './site-footer';
import { SiteHeader, type NavEntry } from './site-header';

function navEntries(content: LandingContent): NavEntry[] {
  return [
    { href: '#features', label: 'Features' },
    ...(content.packages.length > 0 ? [{ href: '#packages', label: 'Packages' }] : []),
    ...(content.companyProfile ? [{ href: '#about', label: 'About' }] : []),
    ...(content.contactInfo.length > 0 ? [{ href: '#contact', label: 'Contact' }] : []),
  ];
}

const MAIN_ID = 'main-content';

/** The public page (docs/rules/landing.md#landing-page): static marketing content, plus the CMS sections that have data. */
export function LandingPage() {
  const content = useLandingContent();
  return (
    <div className="lp-root lp-page">
      <a className="lp-skip" href={`#${MAIN_ID}`}>
        Skip to content
      </a>
      <SiteHeader entries={navEntries(content)} />
      <main id={MAIN_ID} className="lp-main" tabIndex={-1}>
        <HeroSection companyProfile={content.companyProfile} />
        <FeaturesSection />
        <BannersSection banners={content.banners} />
        <PackagesSection packages={content.packages} />
        <CompanyProfileSection profile={content.companyProfile} />
        <ContactSection contacts={content.contactInfo} />
        <CtaSection />
      </main>
      <SiteFooter companyProfile={content.companyProfile} />
    </div>
  );
}
