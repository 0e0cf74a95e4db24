// `ui-kit/toast`: the page's one toast store and what reads it. A federated singleton of its own, free
// of Chakra, so the public pages (login) can raise toasts without the console's kit. The console's
// AppToaster (ui-kit/provider) reads this same store through this entry.
export { resolveValue, useToaster, type Toast } from 'react-hot-toast/headless';
export {
  notify,
  toastKindOf,
  forgetToastKinds,
  type NotifyOptions,
  type PromiseMessages,
} from './notify';
export {
  DEFAULT_ERROR_MESSAGE,
  DEFAULT_SUCCESS_MESSAGE,
  TOAST_DURATION_MS,
  TOAST_GAP_PX,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_VIEWPORT_MARGIN_PX,
  TOAST_WIDTH_PX,
  TOASTER_OPTIONS,
  isSwipeDismiss,
  type ToastKind,
} from './toast-constants';
export { BasicToaster } from './basic-toaster';
