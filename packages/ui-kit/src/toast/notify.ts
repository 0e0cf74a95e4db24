import { toast, type Toast, type ToastOptions } from 'react-hot-toast/headless';
import { DEFAULT_ERROR_MESSAGE, DEFAULT_SUCCESS_MESSAGE, type ToastKind } from './toast-constants';

export interface NotifyOptions {
  /** Reusing an id replaces that toast (e.g. a loading toast turning into a result). */
  id?: string;
  /** Milliseconds; `Infinity` keeps it until dismissed. */
  duration?: number;
}

// react-hot-toast knows success/error/loading/blank; info and warning are blank toasts whose kind
// is remembered here. ui-kit is a page singleton, so this map is too.
const extraKinds = new Map<string, 'info' | 'warning'>();

const POLITE: Toast['ariaProps'] = { role: 'status', 'aria-live': 'polite' };
const ASSERTIVE: Toast['ariaProps'] = { role: 'alert', 'aria-live': 'assertive' };

function toOptions(
  options: NotifyOptions | undefined,
  ariaProps: Toast['ariaProps'],
): ToastOptions {
  return {
    ariaProps,
    ...(options?.id !== undefined ? { id: options.id } : {}),
    ...(options?.duration !== undefined ? { duration: options.duration } : {}),
  };
}

function blank(kind: 'info' | 'warning', message: string, options?: NotifyOptions): string {
  const id = toast(message, toOptions(options, POLITE));
  extraKinds.set(id, kind);
  return id;
}

function typed(created: string): string {
  extraKinds.delete(created);
  return created;
}

/** The kind a toast is shown as. */
export function toastKindOf(item: Pick<Toast, 'id' | 'type'>): ToastKind {
  switch (item.type) {
    case 'success':
    case 'error':
    case 'loading':
      return item.type;
    default:
      return extraKinds.get(item.id) ?? 'info';
  }
}

/** Forgets kinds of toasts that no longer exist. */
export function forgetToastKinds(liveIds: ReadonlySet<string>): void {
  for (const id of extraKinds.keys()) if (!liveIds.has(id)) extraKinds.delete(id);
}

type PromiseMessage<T> = string | ((value: T) => string);

export interface PromiseMessages<T> {
  loading: string;
  success?: PromiseMessage<T>;
  error?: PromiseMessage<unknown>;
}

function resolveMessage<T>(message: PromiseMessage<T> | undefined, value: T): string | undefined {
  return typeof message === 'function' ? message(value) : message;
}

/** The one toaster API of the console; every remote calls it, ui-kit's `AppToaster` shows it. */
export const notify = {
  success: (message: string = DEFAULT_SUCCESS_MESSAGE, options?: NotifyOptions): string =>
    typed(toast.success(message, toOptions(options, POLITE))),
  error: (message: string = DEFAULT_ERROR_MESSAGE, options?: NotifyOptions): string =>
    typed(toast.error(message, toOptions(options, ASSERTIVE))),
  info: (message: string, options?: NotifyOptions): string => blank('info', message, options),
  warning: (message: string, options?: NotifyOptions): string => blank('warning', message, options),
  loading: (message: string, options?: NotifyOptions): string =>
    typed(toast.loading(message, toOptions(options, POLITE))),
  /** A loading toast that becomes the success or error toast when the promise settles. */
  promise<T>(
    promise: Promise<T>,
    messages: PromiseMessages<T>,
    options?: NotifyOptions,
  ): Promise<T> {
    const id = notify.loading(messages.loading, options);
    promise.then(
      (value) => {
        const text = resolveMessage(messages.success, value);
        if (text === undefined) notify.dismiss(id);
        else notify.success(text, { id });
      },
      (error: unknown) => {
        const text = resolveMessage(messages.error, error);
        if (text === undefined) notify.dismiss(id);
        else notify.error(text, { id });
      },
    );
    return promise;
  },
  /** Dismisses one toast (with its removal animation), or all when no id is given. */
  dismiss: (id?: string): void => toast.dismiss(id),
};
