import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import {
  LuCheck,
  LuPlugZap,
  LuPower,
  LuPowerOff,
  LuRotateCw,
  LuTrash2,
  LuUnplug,
  LuX,
} from 'react-icons/lu';
import {
  APPROVE_CONFIRM_MESSAGE,
  DELETE_CONFIRM_MESSAGE,
  READ_ONLY_TITLES,
  REJECT_CONFIRM_MESSAGE,
} from 'ui-kit/common';
import {
  actionOutcome,
  recordActionRequest,
  type ActionMessages,
  type ActionResponse,
  type RecordAction,
  type RecordId,
} from './use-record-action';

/** What a confirm dialog asks before the action runs. */
export interface ActionConfirm {
  title: string;
  message: ReactNode;
  /** Default 'Konfirmasi'. */
  confirmLabel?: string;
  /** 'danger' paints the confirm button red. */
  tone?: 'danger' | 'default';
}

/**
 * One action on a row or a card: Hapus, Setujui, Tolak, Enable, Disable, Kick, Test, Retry, or one
 * of a resource's own. A `RecordAction` name brings its label, icon, request, confirmation and
 * read-only title (`RECORD_ACTIONS`); every one of them can be given here instead.
 */
export interface RowAction<TRow> extends ActionMessages {
  /** The action's name, unique in its list: a `RecordAction` or a name of the resource's own. */
  action: RecordAction | (string & {});
  label?: string;
  icon?: ReactElement;
  /** The call; default `recordActionRequest(path, action, id)` (needs a `RecordAction` name). */
  request?: (row: TRow) => Promise<ActionResponse>;
  /** Asked before the call; `false` runs it at once (a preset's confirmation included). */
  confirm?: ActionConfirm | false;
  /** Painted red in the menu. */
  danger?: boolean;
  /** Whether it changes data (default true): read-only users then cannot use it (docs/rules/roles.md). */
  write?: boolean;
  /** The title of the disabled entry a read-only user sees; default by action, else the edit title. */
  readOnlyTitle?: string;
  /** Hides the action from read-only users instead of disabling it. */
  hideWhenReadOnly?: boolean;
  /** Why this row cannot take the action now (e.g. 'Already approved'); null when it can. */
  disabledReason?: (row: TRow) => string | null;
  /** Whether this row offers the action at all (Enable on a disabled secret only). */
  when?: (row: TRow) => boolean;
}

/** Row-menu entries (docs/rules/lists.md#row-menu), in SPEC's order. */
export const ROW_MENU_LABELS = {
  edit: 'Edit',
  delete: 'Hapus',
  view: 'Lihat',
  approve: 'Setujui',
  reject: 'Tolak',
} as const;

type Preset = Required<Pick<RowAction<unknown>, 'label' | 'icon' | 'readOnlyTitle'>> &
  Pick<RowAction<unknown>, 'confirm' | 'danger'>;

/** The built-in actions: the row-menu of docs/rules/lists.md#row-menu words and confirmations, and the hotspot's actions. */
export const RECORD_ACTIONS: Readonly<Record<RecordAction, Preset>> = {
  delete: {
    label: ROW_MENU_LABELS.delete,
    icon: <LuTrash2 />,
    danger: true,
    readOnlyTitle: READ_ONLY_TITLES.delete,
    confirm: { title: 'Hapus data', message: DELETE_CONFIRM_MESSAGE, tone: 'danger' },
  },
  approve: {
    label: ROW_MENU_LABELS.approve,
    icon: <LuCheck />,
    readOnlyTitle: READ_ONLY_TITLES.approve,
    confirm: { title: 'Setujui data', message: APPROVE_CONFIRM_MESSAGE },
  },
  reject: {
    label: ROW_MENU_LABELS.reject,
    icon: <LuX />,
    danger: true,
    readOnlyTitle: READ_ONLY_TITLES.reject,
    confirm: { title: 'Tolak data', message: REJECT_CONFIRM_MESSAGE, tone: 'danger' },
  },
  enable: { label: 'Enable', icon: <LuPower />, readOnlyTitle: READ_ONLY_TITLES.edit },
  disable: { label: 'Disable', icon: <LuPowerOff />, readOnlyTitle: READ_ONLY_TITLES.edit },
  kick: {
    label: 'Kick',
    icon: <LuUnplug />,
    danger: true,
    readOnlyTitle: READ_ONLY_TITLES.delete,
  },
  test: { label: 'Test', icon: <LuPlugZap />, readOnlyTitle: READ_ONLY_TITLES.edit },
  retry: { label: 'Retry', icon: <LuRotateCw />, readOnlyTitle: READ_ONLY_TITLES.edit },
};

function isRecordAction(name: string): name is RecordAction {
  return Object.prototype.hasOwnProperty.call(RECORD_ACTIONS, name);
}

/** An action with its preset filled in: what the menu, the button and the dialog read. */
export interface ResolvedRowAction<TRow> extends RowAction<TRow> {
  label: string;
  readOnlyTitle: string;
  confirm: ActionConfirm | false;
}

export function resolveRowAction<TRow>(action: RowAction<TRow>): ResolvedRowAction<TRow> {
  const preset = isRecordAction(action.action) ? RECORD_ACTIONS[action.action] : undefined;
  return {
    ...preset,
    ...action,
    label: action.label ?? preset?.label ?? action.action,
    icon: action.icon ?? preset?.icon,
    readOnlyTitle: action.readOnlyTitle ?? preset?.readOnlyTitle ?? READ_ONLY_TITLES.edit,
    confirm: action.confirm ?? preset?.confirm ?? false,
  };
}

/** How an action shows on one row for this user: not at all, disabled (with the title saying why), or usable. */
export function rowActionState<TRow>(
  action: ResolvedRowAction<TRow>,
  row: TRow,
  canWrite: boolean,
): { hidden: boolean; disabledReason: string | null } {
  if (action.when && !action.when(row)) return { hidden: true, disabledReason: null };
  const readOnly = action.write !== false && !canWrite;
  if (readOnly)
    return { hidden: action.hideWhenReadOnly ?? false, disabledReason: action.readOnlyTitle };
  return { hidden: false, disabledReason: action.disabledReason?.(row) ?? null };
}

/** A row's `id` (string or number), '' when it has none: the default way to name the record acted on. */
export function recordIdOf(row: unknown): RecordId {
  const id = typeof row === 'object' && row !== null ? (row as { id?: unknown }).id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? id : '';
}

/** One run of an action: which one, on which row. */
export interface RowActionRun<TRow> {
  action: ResolvedRowAction<TRow>;
  row: TRow;
}

export interface UseRowActionsOptions<TRow> {
  onSuccess?: (response: ActionResponse, run: RowActionRun<TRow>) => void;
  onError?: (error: unknown, run: RowActionRun<TRow>) => void;
}

/**
 * Runs any action of a list or card on a row of `path`: its request, its toasts (the action's own
 * texts, else the server's message), the path's lists and records refreshed.
 */
export function useRowActions<TRow>(
  path: string,
  getRowId: (row: TRow) => RecordId,
  options: UseRowActionsOptions<TRow> = {},
): UseMutationResult<ActionResponse, unknown, RowActionRun<TRow>> {
  const queryClient = useQueryClient();
  return useMutation<ActionResponse, unknown, RowActionRun<TRow>>({
    mutationFn: ({ action, row }) => {
      if (action.request) return action.request(row);
      if (!isRecordAction(action.action)) {
        return Promise.reject(new Error(`The action '${action.action}' has no request`));
      }
      return recordActionRequest(path, action.action, getRowId(row));
    },
    ...actionOutcome<RowActionRun<TRow>>(queryClient, path, (run) => ({
      successMessage: run.action.successMessage,
      errorMessage: run.action.errorMessage,
      successKind: run.action.successKind,
      onSuccess: options.onSuccess,
      onError: options.onError,
    })),
  });
}
