import { prefetchRemoteConfig } from './federation/remote-config';
import { hasPrerendered, watchPrerenderedSubmit } from './public/prerendered';

// The remote configuration is on its way while the shared libraries load.
prefetchRemoteConfig();
// A submit on the server's prerendered form is remembered until the real form is there.
watchPrerenderedSubmit();

/** After the browser's next frame has painted (at most 100 ms: a hidden tab paints no frames). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });
}

/** A task boundary: the browser may paint or answer input before the next step. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Async boundary: the shared singletons (react, ui-kit, shared-auth, ...) are set up before bootstrap
 * runs. The heavy ones are evaluated one per task, so that no single task keeps the page from
 * answering for long (Lighthouse's total blocking time); on a prerendered public page the
 * server's markup paints first, before any of this work.
 */
async function boot(): Promise<void> {
  if (hasPrerendered()) await afterNextPaint();
  for (const load of [
    () => import('react'),
    () => import('react-dom/client'),
    () => import('react-router-dom'),
    () => import('@tanstack/react-query'),
    () => import('shared-auth'),
  ]) {
    await load();
    await yieldToBrowser();
  }
  await import('./bootstrap');
}

void boot();
