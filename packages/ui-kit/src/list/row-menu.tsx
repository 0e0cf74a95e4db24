import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { useRef, type ReactElement } from 'react';
import { LuCheck, LuEllipsisVertical, LuEye, LuPencil, LuTrash2, LuX } from 'react-icons/lu';
import { useCanWrite } from './require-write';

/** SPEC §2 row-menu entries, in SPEC's order. */
export const ROW_MENU_LABELS = {
  edit: 'Edit',
  delete: 'Hapus',
  view: 'Lihat',
  approve: 'Setujui',
  reject: 'Tolak',
} as const;

/** SPEC §6 titles of the entries a read-only user cannot use. */
export const READ_ONLY_TITLES = {
  edit: 'User role cannot edit records',
  delete: 'User role cannot delete records',
  approve: 'User role cannot approve records',
  reject: 'User role cannot reject records',
} as const;

export const ALREADY_APPROVED_TITLE = 'Already approved';
export const ALREADY_REJECTED_TITLE = 'Already rejected';

/** Gets the menu's trigger, so that a dialog the entry opens can give the focus back to it. */
export type RowMenuHandler = (trigger: HTMLElement | null) => void;

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
}

interface Entry {
  value: keyof typeof ROW_MENU_LABELS;
  onSelect: RowMenuHandler;
  icon: ReactElement;
  disabledReason: string | null;
  danger?: boolean;
}

/**
 * A row's actions: Edit, Hapus, Lihat, Setujui, Tolak (each only when its handler is given).
 * For a read-only user every writing entry stays visible but disabled, its title saying why.
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
}: RowMenuProps): ReactElement {
  const canWrite = useCanWrite();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const entries: Entry[] = [];
  if (onEdit) {
    entries.push({
      value: 'edit',
      onSelect: onEdit,
      icon: <LuPencil />,
      disabledReason: canWrite ? editDisabledReason : READ_ONLY_TITLES.edit,
    });
  }
  if (onDelete) {
    entries.push({
      value: 'delete',
      onSelect: onDelete,
      icon: <LuTrash2 />,
      disabledReason: canWrite ? deleteDisabledReason : READ_ONLY_TITLES.delete,
      danger: true,
    });
  }
  if (onView) {
    entries.push({ value: 'view', onSelect: onView, icon: <LuEye />, disabledReason: null });
  }
  if (onApprove) {
    entries.push({
      value: 'approve',
      onSelect: onApprove,
      icon: <LuCheck />,
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
      onSelect: onReject,
      icon: <LuX />,
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
                {ROW_MENU_LABELS[entry.value]}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
