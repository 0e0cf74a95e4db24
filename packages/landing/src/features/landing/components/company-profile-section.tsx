import type { CompanyProfile } from 'contracts/landing';
import { ContentLink } from './content-link';
import { Section } from './section';
import { socialIcon } from './social-icon';

const COLUMNS_MD: Record<number, string> = {
  1: '',
  2: ' lp-grid-md-2',
  3: ' lp-grid-md-3',
  4: ' lp-grid-md-4',
};

export function CompanyProfileSection({ profile }: { profile: CompanyProfile | null }) {
  if (!profile) return null;
  const statements = [
    { title: 'Vision', text: profile.vision },
    { title: 'Mission', text: profile.mission },
  ].filter((statement): statement is { title: string; text: string } => statement.text !== null);
  return (
    <Section id="about" title={`About ${profile.companyName}`} muted>
      <div className="lp-about">
        <div className="lp-about-intro">
          {profile.logo ? (
            <img
              src={profile.logo}
              alt={`${profile.companyName} logo`}
              width={64}
              height={64}
              loading="lazy"
              decoding="async"
              className="lp-logo-image"
            />
          ) : null}
          {profile.description ? (
            <p className="lp-about-description">{profile.description}</p>
          ) : null}
        </div>

        {statements.length > 0 ? (
          <div className={`lp-grid${COLUMNS_MD[statements.length] ?? ''}`}>
            {statements.map((statement) => (
              <div key={statement.title} className="lp-card lp-statement">
                <h3 className="lp-h3 lp-h3-md">{statement.title}</h3>
                <p className="lp-body lp-pre-line">{statement.text}</p>
              </div>
            ))}
          </div>
        ) : null}

        {profile.stats.length > 0 ? (
          <dl className={`lp-stats${COLUMNS_MD[Math.min(profile.stats.length, 4)] ?? ''}`}>
            {profile.stats.map((stat, index) => (
              // <dt> before <dd> in the markup, value shown first on screen.
              <div key={`${index}-${stat.label}`} className="lp-card lp-stat">
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}

        {profile.website || profile.socialMedia.length > 0 ? (
          <ul className="lp-online" aria-label={`${profile.companyName} online`}>
            {profile.website ? (
              <li>
                <ContentLink href={profile.website} className="lp-link">
                  {new URL(profile.website).host}
                </ContentLink>
              </li>
            ) : null}
            {profile.socialMedia.map((social) => {
              const PlatformIcon = socialIcon(social.platform);
              return (
                <li key={`${social.platform}-${social.url}`}>
                  <ContentLink href={social.url} className="lp-social">
                    <PlatformIcon aria-hidden />
                    {social.platform}
                  </ContentLink>
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    </Section>
  );
}
