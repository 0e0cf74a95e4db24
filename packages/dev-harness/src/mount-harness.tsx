import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneHarness, type HarnessOptions } from './standalone-harness';

/** Renders the harness into the dev page's #root (a remote's src/bootstrap.tsx calls this). */
export function mountHarness(options: HarnessOptions): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The harness page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <StandaloneHarness {...options} />
    </StrictMode>,
  );
}
