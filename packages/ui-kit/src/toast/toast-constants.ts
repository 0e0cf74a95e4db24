/** Toast behaviour (docs/rules/README.md#toasts), in one place. */
export const TOAST_LIMIT = 3;
export const TOAST_WIDTH_PX = 356;
export const TOAST_GAP_PX = 14;
export const TOAST_DURATION_MS = 4000;
export const TOAST_SWIPE_THRESHOLD_PX = 45;
export const TOAST_REMOVE_DELAY_MS = 200;
/** Distance kept from the viewport edge; on a phone the toast is the viewport minus twice this. */
export const TOAST_VIEWPORT_MARGIN_PX = 16;

/** Shared defaults (docs/rules/forms.md#messages). */
export const DEFAULT_SUCCESS_MESSAGE = 'Sukses';
export const DEFAULT_ERROR_MESSAGE = 'Terjadi kesalahan';

export type ToastKind = 'success' | 'info' | 'warning' | 'error' | 'loading';

/** A horizontal drag at least this far, either way, dismisses the toast. */
export function isSwipeDismiss(deltaX: number): boolean {
  return Math.abs(deltaX) >= TOAST_SWIPE_THRESHOLD_PX;
}

/** useToaster's options, the same for the console's toaster and the public pages' one. */
export const TOASTER_OPTIONS = {
  duration: TOAST_DURATION_MS,
  removeDelay: TOAST_REMOVE_DELAY_MS,
  // react-hot-toast's own default for success is 2 s; docs/rules/README.md#toasts says 4 s for every kind.
  success: { duration: TOAST_DURATION_MS },
  loading: { duration: Infinity },
};
