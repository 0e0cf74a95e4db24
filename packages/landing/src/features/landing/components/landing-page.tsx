import { Box, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
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

/** The public page (docs/rules/landing.md#landing-page): static marketing content, plus the CMS sections that have data. */
export function LandingPage() {
  const content = useLandingContent();
  return (
    <Box minH="100dvh" display="flex" flexDirection="column" bg="white" color="gray.900">
      <SkipNavLink>Skip to content</SkipNavLink>
      <SiteHeader entries={navEntries(content)} />
      <Box as="main" flex="1">
        <SkipNavContent />
        <HeroSection companyProfile={content.companyProfile} />
        <FeaturesSection />
        <BannersSection banners={content.banners} />
        <PackagesSection packages={content.packages} />
        <CompanyProfileSection profile={content.companyProfile} />
        <ContactSection contacts={content.contactInfo} />
        <CtaSection />
      </Box>
      <SiteFooter companyProfile={content.companyProfile} />
    </Box>
  );
}
