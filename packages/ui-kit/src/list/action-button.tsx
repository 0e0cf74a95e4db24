import { Button, type ButtonProps } from '@chakra-ui/react';
import { useRef, useState, type ReactElement, type ReactNode } from 'react';
import { ConfirmDialog, useCanWrite } from 'ui-kit/common';
import {
  recordIdOf,
  resolveRowAction,
  rowActionState,
  useRowActions,
  type RowAction,
} from './row-actions';
import {
  actionFailureText,
  closesConfirmDialog,
  type ActionResponse,
  type RecordId,
} from './use-record-action';

export interface ActionButtonProps<TRow> extends Omit<
  ButtonProps,
  'onClick' | 'children' | 'loading' | 'disabled'
> {
  /** The resource root the action's request goes to, e.g. '/routers'. */
  path: string;
  action: RowAction<TRow>;
  /** The record acted on. */
  row: TRow;
  getRowId?: (row: TRow) => RecordId;
  onSuccess?: (response: ActionResponse) => void;
  /** The button's content; default the action's icon and label. */
  children?: ReactNode;
}

/**
 * An action as a button of its own (a router card's Test and Delete): the same confirmation,
 * pending state, toasts and role rule as the row menu's entries. Without a confirmation the
 * button itself spins while the call runs; with one, the dialog's confirm button does.
 */
export function ActionButton<TRow>({
  path,
  action: definition,
  row,
  getRowId = recordIdOf,
  onSuccess,
  children,
  ...buttonProps
}: ActionButtonProps<TRow>): ReactElement | null {
  const action = resolveRowAction(definition);
  const canWrite = useCanWrite();
  const [confirming, setConfirming] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const runner = useRowActions<TRow>(path, getRowId, {
    onSuccess: (response) => {
      setConfirming(false);
      onSuccess?.(response);
    },
    onError: (error) => {
      if (closesConfirmDialog(error)) setConfirming(false);
    },
  });
  const { hidden, disabledReason } = rowActionState(action, row, canWrite);
  if (hidden) return null;

  const { confirm } = action;
  return (
    <>
      <Button
        ref={buttonRef}
        size="sm"
        variant="outline"
        {...buttonProps}
        loading={runner.isPending && !confirm}
        // The spinner comes with the label, so the button keeps its name while it waits.
        loadingText={action.label}
        disabled={disabledReason !== null || runner.isPending}
        title={disabledReason ?? undefined}
        onClick={() => {
          runner.reset();
          if (confirm) setConfirming(true);
          else runner.mutate({ action, row });
        }}
      >
        {children ?? (
          <>
            {action.icon ? <span aria-hidden>{action.icon}</span> : null}
            {action.label}
          </>
        )}
      </Button>
      {confirm ? (
        <ConfirmDialog
          open={confirming}
          title={confirm.title}
          message={confirm.message}
          confirmLabel={confirm.confirmLabel}
          tone={confirm.tone}
          pending={runner.isPending}
          error={runner.isError ? actionFailureText(runner.error, action) : null}
          finalFocusEl={() => buttonRef.current}
          onCancel={() => setConfirming(false)}
          onConfirm={() => runner.mutate({ action, row })}
        />
      ) : null}
    </>
  );
}
