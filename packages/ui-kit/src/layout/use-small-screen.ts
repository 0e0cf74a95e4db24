import { useCallback, useSyncExternalStore } from 'react';

/** Mobile breakpoint (docs/rules/README.md#breakpoint): below this width the short labels and the one-month calendar apply. */
export const MOBILE_BREAKPOINT_PX = 768;

/** The media query for "below the mobile breakpoint (docs/rules/README.md#breakpoint)" (768 px). */
export const SMALL_SCREEN_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

function mediaList(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : null;
}

/** Whether `query` matches now, following changes (rotation, a resized window). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      if (!list) return () => undefined;
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaList(query)?.matches ?? false,
    () => false,
  );
}

/** True below 768 px wide: short labels, one calendar month. */
export function useIsSmallScreen(): boolean {
  return useMediaQuery(SMALL_SCREEN_QUERY);
}
