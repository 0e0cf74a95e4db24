import { useId } from 'react';

export interface WifiLogoProps {
  /** Rendered width and height in pixels. */
  size?: number;
  /**
   * Accessible name. Leave it out when the product name is written next to the logo,
   * so that screen readers do not announce it twice.
   */
  title?: string;
}

/** The Pokayoke Admin mark: three Wi-Fi arcs over a dot on a rounded teal-blue tile. */
export function WifiLogo({ size = 48, title }: WifiLogoProps) {
  // Gradient ids must be unique per document: the logo can appear twice on one page.
  const gradientId = `wifi-logo-gradient-${useId().replace(/:/g, '')}`;
  const labelled = title !== undefined && title !== '';
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 48 48"
      xmlns="http://www.w3.org/2000/svg"
      role={labelled ? 'img' : undefined}
      aria-label={labelled ? title : undefined}
      aria-hidden={labelled ? undefined : true}
      focusable="false"
      style={{ flexShrink: 0, display: 'block' }}
    >
      <defs>
        <linearGradient
          id={gradientId}
          x1="0"
          y1="0"
          x2="48"
          y2="48"
          gradientUnits="userSpaceOnUse"
        >
          <stop offset="0" stopColor="#1b8fa7" />
          <stop offset="1" stopColor="#115f71" />
        </linearGradient>
      </defs>
      <rect width="48" height="48" rx="12" fill={`url(#${gradientId})`} />
      {/* The arcs share one centre, the dot; shifted up so that the mark sits optically centred. */}
      <g transform="translate(0 -2.5)">
        <g fill="none" stroke="#ffffff" strokeLinecap="round" strokeWidth="3.5">
          <path d="M9.5 20.5a20.5 20.5 0 0 1 29 0" />
          <path d="M14.6 25.6a13.3 13.3 0 0 1 18.8 0" />
          <path d="M19.7 30.7a6.1 6.1 0 0 1 8.6 0" />
        </g>
        <circle cx="24" cy="35" r="3" fill="#ffffff" />
      </g>
    </svg>
  );
}
