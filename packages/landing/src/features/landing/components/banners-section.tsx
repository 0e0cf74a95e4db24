import { useRef } from 'react';
import { WifiLogo } from '../../brand';
import type { Banner } from 'contracts/landing';
import { ContentLink } from './content-link';
import { Section } from './section';

/**
 * The banner carousel: a row that scrolls sideways and snaps to each banner (swipe, trackpad,
 * Shift+wheel or the arrow keys once focused), with Previous/Next buttons. No timer: nothing moves
 * unless the visitor moves it.
 */
export function BannersSection({ banners }: { banners: Banner[] }) {
  const track = useRef<HTMLUListElement>(null);
  if (banners.length === 0) return null;
  const scroll = (direction: 1 | -1) => {
    const list = track.current;
    const first = list?.firstElementChild;
    if (!list || !(first instanceof HTMLElement)) return;
    list.scrollBy({ left: direction * (first.offsetWidth + 24), behavior: 'smooth' });
  };
  return (
    <Section id="promotions" title="Promotions and news" muted>
      {banners.length > 1 ? (
        <div className="lp-carousel-controls">
          <button type="button" className="lp-carousel-button" onClick={() => scroll(-1)}>
            <span aria-hidden>‹</span>
            <span className="lp-sr-only">Previous banner</span>
          </button>
          <button type="button" className="lp-carousel-button" onClick={() => scroll(1)}>
            <span aria-hidden>›</span>
            <span className="lp-sr-only">Next banner</span>
          </button>
        </div>
      ) : null}
      <ul
        ref={track}
        className="lp-carousel"
        aria-label="Promotions"
        // Scrollable content must be reachable by keyboard (axe: scrollable-region-focusable).
        tabIndex={0}
      >
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
