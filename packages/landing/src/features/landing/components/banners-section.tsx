import { WifiLogo } from '../../brand';
import type { Banner } from 'contracts/landing';
import { ContentLink } from './content-link';
import { Section } from './section';

export function BannersSection({ banners }: { banners: Banner[] }) {
  if (banners.length === 0) return null;
  return (
    <Section id="promotions" title="Promotions and news" muted>
      <ul className="lp-grid lp-grid-md-2 lp-grid-lg-3">
        {banners.map((banner) => (
          <li key={banner.id} className="lp-card lp-card-shadow lp-banner">
            {banner.image ? (
              <img
                src={banner.image}
                // The title follows as a heading; the image adds no words of its own.
                alt=""
                width={640}
                height={360}
                loading="lazy"
                decoding="async"
                className="lp-banner-image"
              />
            ) : (
              // Keeps a row of banners even when one has no picture.
              <div className="lp-banner-placeholder">
                <WifiLogo size={56} />
              </div>
            )}
            <div className="lp-banner-body">
              <h3 className="lp-h3 lp-h3-md">{banner.title}</h3>
              {banner.description ? <p className="lp-body">{banner.description}</p> : null}
              {banner.details ? (
                <p className="lp-muted lp-banner-details lp-pre-line">{banner.details}</p>
              ) : null}
              {banner.link ? (
                <div className="lp-banner-more">
                  <ContentLink href={banner.link} className="lp-link">
                    {/* "See details" alone is ambiguous in a list of links. */}
                    See details<span className="lp-sr-only">: {banner.title}</span>
                  </ContentLink>
                </div>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
