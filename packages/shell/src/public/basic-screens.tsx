import { useLayoutEffect, type CSSProperties, type ReactElement } from 'react';
import { handOverPrerendered, hasPrerendered } from './prerendered';

// The shell's screens outside the console: plain elements with inline styles, because the public
// pages (landing, login, splash) load without Chakra and ui-kit. Colours are the theme's, written out.

export const DEFAULT_LOADING_TEXT = 'Mohon Tunggu';

const FONT =
  "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

const SPINNER_CSS = `@keyframes pokayoke-spin{to{transform:rotate(360deg)}}
.pokayoke-spinner{width:48px;height:48px;border-radius:50%;border:3px solid #13758b;border-right-color:transparent;animation:pokayoke-spin .65s linear infinite}
@media (prefers-reduced-motion:reduce){.pokayoke-spinner{animation-duration:2s}}`;

const CENTRED: CSSProperties = {
  position: 'fixed',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 16,
  background: '#ffffff',
  fontFamily: FONT,
  padding: 24,
  textAlign: 'center',
};

/** The viewport-wide loading state before any page can show (same words as ui-kit's LoadingScreen). */
export function BasicLoadingScreen({
  text = DEFAULT_LOADING_TEXT,
}: {
  text?: string;
}): ReactElement {
  return (
    <div role="status" aria-live="polite" style={{ ...CENTRED, zIndex: 1300 }}>
      <style>{SPINNER_CSS}</style>
      <div className="pokayoke-spinner" aria-hidden />
      <p style={{ margin: 0, color: '#52525b', fontWeight: 500, fontSize: 16 }}>{text}</p>
    </div>
  );
}

/**
 * The loading state of a public page: nothing while the server's prerendered page is on screen (it
 * is the loading state, see prerendered.ts), else the spinner.
 */
export function PublicLoadingScreen(): ReactElement | null {
  return hasPrerendered() ? null : <BasicLoadingScreen />;
}

/** Hands the prerendered page over once this tree is in the DOM, before the next paint. */
export function PrerenderedHandover(): null {
  useLayoutEffect(() => handOverPrerendered(), []);
  return null;
}

const BUTTON: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  height: 40,
  padding: '0 16px',
  border: 0,
  borderRadius: 6,
  background: '#13758b',
  color: '#ffffff',
  fontFamily: FONT,
  fontSize: 14,
  fontWeight: 500,
  cursor: 'pointer',
};

export interface BasicErrorScreenProps {
  title: string;
  /** The sentence under the title: what happened and what to do. */
  text: string;
  cause: string;
  onRetry: () => void;
  /** h1 for a page of its own (the shell could not start), h2 inside a page. */
  headingLevel?: 1 | 2;
}

/** A full-page error with its cause and Retry, for where the console's kit is not loaded. */
export function BasicErrorScreen({
  title,
  text,
  cause,
  onRetry,
  headingLevel = 2,
}: BasicErrorScreenProps): ReactElement {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div
      style={{
        minHeight: '100dvh',
        display: 'grid',
        placeItems: 'center',
        padding: 24,
        fontFamily: FONT,
      }}
    >
      <div
        role="alert"
        style={{
          maxWidth: 672,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-start',
          gap: 12,
          padding: 24,
          background: '#ffffff',
          border: '1px solid #fecaca',
          borderLeft: '4px solid #b91c1c',
          borderRadius: 6,
          color: '#18181b',
        }}
      >
        <Heading style={{ margin: 0, fontSize: 20, lineHeight: 1.3, color: '#b91c1c' }}>
          {title}
        </Heading>
        <p style={{ margin: 0, color: '#52525b' }}>{text}</p>
        <p style={{ margin: 0, color: '#52525b', fontSize: 14 }}>
          Cause:{' '}
          <code
            style={{
              wordBreak: 'break-word',
              background: '#f4f4f5',
              padding: '0 4px',
              borderRadius: 4,
            }}
          >
            {cause}
          </code>
        </p>
        <button type="button" style={BUTTON} onClick={onRetry}>
          Retry
        </button>
      </div>
    </div>
  );
}
