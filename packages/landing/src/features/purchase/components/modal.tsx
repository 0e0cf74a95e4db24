import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  /** The id of the element that names the dialog (its heading). */
  labelledBy: string;
  /** Escape and the backdrop call it; undefined while the dialog must stay (a payment is being created). */
  onClose?: () => void;
  children: ReactNode;
}

/**
 * A modal dialog for the public pages (no Chakra here): rendered at the end of <body>, the rest of
 * the page made inert (neither focusable nor read), Tab and Shift+Tab kept inside, Escape closes,
 * the page does not scroll behind it, focus goes in on open (the first field) and the caller puts
 * it back where it was on close.
 */
export function Modal({ labelledBy, onClose, children }: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const host = useRef<HTMLDivElement | null>(null);
  host.current ??= document.createElement('div');

  useEffect(() => {
    const container = host.current!;
    container.className = 'lp-root lp-modal-host';
    document.body.appendChild(container);
    const madeInert: Element[] = [];
    for (const sibling of Array.from(document.body.children)) {
      if (sibling === container || sibling.hasAttribute('inert')) continue;
      sibling.setAttribute('inert', '');
      madeInert.push(sibling);
    }
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const first =
      panelRef.current?.querySelector<HTMLElement>('[data-autofocus]') ??
      panelRef.current?.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    return () => {
      for (const element of madeInert) element.removeAttribute('inert');
      document.body.style.overflow = overflow;
      container.remove();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose?.();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (focusable.length === 0) return;
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !panelRef.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !panelRef.current.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div
      className="lp-modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose?.();
      }}
    >
      <div
        ref={panelRef}
        className="lp-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>,
    host.current,
  );
}
