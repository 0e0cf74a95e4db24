import { useEffect, useState } from 'react';
import { FiCheck, FiCopy } from 'react-icons/fi';

export const COPIED_MS = 2000;

/**
 * Copies `value` to the clipboard and says so on the button ("Copied") for two seconds. Where the
 * browser refuses (no clipboard over plain http, a denied permission) it says that instead: the
 * value stays on screen to copy by hand.
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = window.setTimeout(() => setState('idle'), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  // The visible word leads the accessible name ("Copy password", "Copied password"), so that what
  // is seen is what a voice user says and a screen reader hears the change.
  return (
    <button
      type="button"
      className={`lp-button lp-button-outline lp-button-sm lp-copy${state === 'copied' ? ' lp-copy-done' : ''}`}
      onClick={() => void copy()}
    >
      {state === 'copied' ? <FiCheck aria-hidden /> : <FiCopy aria-hidden />}
      <span aria-live="polite">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : 'Copy'}
      </span>
      <span className="lp-sr-only"> {label}</span>
    </button>
  );
}
