import type { ReactNode } from 'react';

interface SectionProps {
  /** Fragment id, also the base of the heading id the section is labelled by. */
  id: string;
  title: string;
  intro?: ReactNode;
  /** The light grey background that sets a section apart from its neighbours. */
  muted?: boolean;
  children: ReactNode;
}

/** A landmark region of the landing page, named by its own h2. */
export function Section({ id, title, intro, muted = false, children }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={muted ? 'lp-section lp-section-muted' : 'lp-section'}
    >
      <div className="lp-container">
        <div className="lp-section-head">
          <h2 id={headingId} className="lp-h2">
            {title}
          </h2>
          {intro ? <p className="lp-intro">{intro}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
