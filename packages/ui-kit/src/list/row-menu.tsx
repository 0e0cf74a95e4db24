import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { useRef, type ReactElement } from 'react';
import { LuEllipsisVertical, LuEye, LuPencil } from 'react-icons/lu';
import { READ_ONLY_TITLES, useCanWrite } from 'ui-kit/common';
import { RECORD_ACTIONS, ROW_MENU_LABELS } from './row-actions';

export { ROW_MENU_LABELS } from './row-actions';

export const ALREADY_APPROVED_TITLE = 'Already approved';
export const ALREADY_REJECTED_TITLE = 'Already rejected';

/** Gets the menu's trigger, so that a dialog the entry opens can give the focus back to it. */
export type RowMenuHandler = (trigger: HTMLElement | null) => void;

/** An entry beyond SPEC's five (Enable, Disable, Kick, Retry, …); `rowActionState` says how it shows. */
export interface RowMenuItem {
  /** Unique in the menu. */
  value: string;
  label: string;
  icon?: ReactElement;
  onSelect: RowMenuHandler;
  /** Why the entry is off (its title); null when it can be used. */
  disabledReason?: string | null;
  danger?: boolean;
}

export interface RowMenuProps {
  /** The trigger's accessible name, e.g. 'Actions for Budi'. */
  label?: string;
  onEdit?: RowMenuHandler;
  onDelete?: RowMenuHandler;
  onView?: RowMenuHandler;
  onApprove?: RowMenuHandler;
  onReject?: RowMenuHandler;
  /** The record's review status: Setujui is off on an approved record, Tolak on a rejected one. */
  status?: string | null;
  /** Why this record cannot be deleted (e.g. 'Cannot delete admin users'); null when it can. */
  deleteDisabledReason?: string | null;
  /** Why this record cannot be edited; null when it can. */
  editDisabledReason?: string | null;
  /** More entries, placed after Edit (PPP secrets: Edit, Disable, Hapus). */
  items?: readonly RowMenuItem[];
  /** An action on this row is running: the trigger shows a spinner and waits. */
  busy?: boolean;
}

interface Entry {
  value: string;
  label: string;
  onSelect: RowMenuHandler;
  icon?: ReactElement;
  disabledReason: string | null;
  danger?: boolean;
}

/**
 * A row's actions: Edit, the given `items`, Hapus, Lihat, Setujui, Tolak (each only when its
 * handler is given). For a read-only user every writing entry stays visible but disabled, its
 * title saying why.
 */
export function RowMenu({
  label = 'Row actions',
  onEdit,
  onDelete,
  onView,
  onApprove,
  onReject,
  status,
  deleteDisabledReason = null,
  editDisabledReason = null,
  items = [],
  busy = false,
}: RowMenuProps): ReactElement {
  const canWrite = useCanWrite();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const entries: Entry[] = [];
  if (onEdit) {
    entries.push({
      value: 'edit',
      label: ROW_MENU_LABELS.edit,
      onSelect: onEdit,
      icon: <LuPencil />,
      disabledReason: canWrite ? editDisabledReason : READ_ONLY_TITLES.edit,
    });
  }
  for (const item of items) entries.push({ ...item, disabledReason: item.disabledReason ?? null });
  if (onDelete) {
    entries.push({
      value: 'delete',
      label: ROW_MENU_LABELS.delete,
      onSelect: onDelete,
      icon: RECORD_ACTIONS.delete.icon,
      disabledReason: canWrite ? deleteDisabledReason : READ_ONLY_TITLES.delete,
      danger: true,
    });
  }
  if (onView) {
    entries.push({
      value: 'view',
      label: ROW_MENU_LABELS.view,
      onSelect: onView,
      icon: <LuEye />,
      disabledReason: null,
    });
  }
  if (onApprove) {
    entries.push({
      value: 'approve',
      label: ROW_MENU_LABELS.approve,
      onSelect: onApprove,
      icon: RECORD_ACTIONS.approve.icon,
      disabledReason: !canWrite
        ? READ_ONLY_TITLES.approve
        : status === 'approved'
          ? ALREADY_APPROVED_TITLE
          : null,
    });
  }
  if (onReject) {
    entries.push({
      value: 'reject',
      label: ROW_MENU_LABELS.reject,
      onSelect: onReject,
      icon: RECORD_ACTIONS.reject.icon,
      disabledReason: !canWrite
        ? READ_ONLY_TITLES.reject
        : status === 'rejected'
          ? ALREADY_REJECTED_TITLE
          : null,
      danger: true,
    });
  }

  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      // One menu per row: its items exist only while it is open, so a page of 100 rows stays light.
      lazyMount
      unmountOnExit
      // One handler for the whole menu: the root reports the chosen entry's value.
      onSelect={({ value }) =>
        entries.find((entry) => entry.value === value)?.onSelect(triggerRef.current)
      }
    >
      <Menu.Trigger asChild>
        <IconButton
          ref={triggerRef}
          aria-label={label}
          variant="ghost"
          size="sm"
          colorPalette="gray"
          loading={busy}
          aria-busy={busy || undefined}
        >
          <LuEllipsisVertical />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="160px">
            {entries.map((entry) => (
              <Menu.Item
                key={entry.value}
                value={entry.value}
                disabled={entry.disabledReason !== null}
                title={entry.disabledReason ?? undefined}
                color={entry.danger && entry.disabledReason === null ? 'fg.error' : undefined}
                _highlighted={entry.danger ? { bg: 'bg.error', color: 'fg.error' } : undefined}
              >
                <span aria-hidden>{entry.icon}</span>
                {entry.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
