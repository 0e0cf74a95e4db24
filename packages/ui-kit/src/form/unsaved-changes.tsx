import { useContext, useEffect, useRef, type ReactElement } from 'react';
import { UNSAFE_DataRouterContext, useBlocker, type BlockerFunction } from 'react-router-dom';
import { ConfirmDialog } from 'ui-kit/common';

export const UNSAVED_CHANGES_TITLE = 'Unsaved changes';
export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. Leave this page?';
export const STAY_LABEL = 'Stay';
export const LEAVE_LABEL = 'Leave';

export interface UnsavedChangesGuardProps {
  /**
   * The form has changes that are not saved. A function is asked at the moment of leaving, which
   * lets a form that has just saved go back without being stopped by its own guard.
   */
  when: boolean | (() => boolean);
}

function evaluate(when: boolean | (() => boolean)): boolean {
  return typeof when === 'function' ? when() : when;
}

/**
 * Warns before a dirty form is left: the browser's own prompt on reload, close or an outside link
 * (`beforeunload`), and a dialog on navigation inside the app. The in-app part needs a data router
 * (`createBrowserRouter` + `RouterProvider`, react-router's `useBlocker`); under a plain
 * `<BrowserRouter>` only the browser prompt is there.
 */
export function UnsavedChangesGuard({ when }: UnsavedChangesGuardProps): ReactElement | null {
  const dataRouter = useContext(UNSAFE_DataRouterContext);

  const whenRef = useRef(when);
  useEffect(() => {
    whenRef.current = when;
  }, [when]);
  const active = typeof when === 'function' || when;

  useEffect(() => {
    if (!active) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent): void => {
      if (!evaluate(whenRef.current)) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);

  return dataRouter ? <NavigationBlocker whenRef={whenRef} /> : null;
}

function NavigationBlocker({
  whenRef,
}: {
  whenRef: { current: boolean | (() => boolean) };
}): ReactElement {
  // Asked at navigation time; only leaving the form's path counts, not a query or hash change.
  const shouldBlock: BlockerFunction = ({ currentLocation, nextLocation }) =>
    evaluate(whenRef.current) && currentLocation.pathname !== nextLocation.pathname;
  const blocker = useBlocker(shouldBlock);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={UNSAVED_CHANGES_TITLE}
      message={UNSAVED_CHANGES_MESSAGE}
      confirmLabel={LEAVE_LABEL}
      cancelLabel={STAY_LABEL}
      tone="danger"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
