import { useEffect, type CSSProperties, type ReactElement } from 'react';
import { resolveValue, useToaster } from 'react-hot-toast/headless';
import { forgetToastKinds, notify, toastKindOf } from './notify';
import {
  TOAST_GAP_PX,
  TOAST_LIMIT,
  TOAST_VIEWPORT_MARGIN_PX,
  TOAST_WIDTH_PX,
  TOASTER_OPTIONS,
  type ToastKind,
} from './toast-constants';

// The theme's colours, written out: this toaster renders where Chakra is not loaded.
const ACCENT: Record<ToastKind, string> = {
  success: '#22c55e',
  info: '#1b8fa7',
  warning: '#f97316',
  error: '#ef4444',
  loading: '#a1a1aa',
};

const VIEWPORT: CSSProperties = {
  position: 'fixed',
  zIndex: 1700,
  bottom: TOAST_VIEWPORT_MARGIN_PX,
  right: TOAST_VIEWPORT_MARGIN_PX,
  width: `min(${TOAST_WIDTH_PX}px, calc(100vw - ${TOAST_VIEWPORT_MARGIN_PX * 2}px))`,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: TOAST_GAP_PX,
  pointerEvents: 'none',
  margin: 0,
};

const CARD: CSSProperties = {
  display: 'flex',
  alignItems: 'flex-start',
  gap: 12,
  padding: '12px 16px',
  background: '#ffffff',
  color: '#18181b',
  border: '1px solid #e4e4e7',
  borderRadius: 6,
  boxShadow: '0 8px 16px rgba(24, 24, 27, 0.1), 0 0 1px rgba(24, 24, 27, 0.3)',
  pointerEvents: 'auto',
  fontSize: 14,
  lineHeight: '20px',
  overflowWrap: 'anywhere',
};

const DISMISS: CSSProperties = {
  flexShrink: 0,
  border: 0,
  background: 'transparent',
  color: '#3f3f46',
  borderRadius: 4,
  width: 24,
  height: 24,
  cursor: 'pointer',
  fontSize: 16,
  lineHeight: '24px',
  padding: 0,
};

/**
 * The toast viewport of the public pages (landing, login), which load without Chakra: the same store,
 * limits and timings as the console's AppToaster (docs/rules/README.md#toasts), plain styles. The two
 * never show at once: the shell mounts this one outside the console and AppToaster inside it, so a
 * toast raised on /login ("Welcome back") is shown by the console's toaster once /app opens.
 */
export function BasicToaster(): ReactElement {
  const { toasts, handlers } = useToaster(TOASTER_OPTIONS);
  const open = toasts.filter((t) => t.visible).slice(0, TOAST_LIMIT);

  useEffect(() => {
    forgetToastKinds(new Set(toasts.map((t) => t.id)));
  }, [toasts]);

  return (
    <section
      aria-label="Notifications"
      style={VIEWPORT}
      onMouseEnter={handlers.startPause}
      onMouseLeave={handlers.endPause}
    >
      {open.map((item) => {
        const kind = toastKindOf(item);
        return (
          <div
            key={item.id}
            {...item.ariaProps}
            aria-atomic="true"
            data-toast-id={item.id}
            data-toast-kind={kind}
            style={{ ...CARD, borderLeft: `4px solid ${ACCENT[kind]}` }}
          >
            <span style={{ flex: 1 }}>{resolveValue(item.message, item)}</span>
            {kind === 'loading' ? null : (
              <button
                type="button"
                aria-label="Dismiss notification"
                style={DISMISS}
                onClick={() => notify.dismiss(item.id)}
              >
                ×
              </button>
            )}
          </div>
        );
      })}
    </section>
  );
}
