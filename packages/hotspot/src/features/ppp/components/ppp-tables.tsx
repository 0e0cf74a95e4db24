import {
  PPP_ACTIVE_COLUMNS,
  PPP_PROFILE_COLUMNS,
  PPP_SECRET_COLUMNS,
  isPppSecretDisabled,
} from 'contracts/lists';
import { PPP_MESSAGES } from 'contracts/messages';
import { Badge, Button } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { LuPlus } from 'react-icons/lu';
import {
  RequireWrite,
  ResourceList,
  createListStore,
  defaultCsvFilename,
  type ListStore,
  type RowAction,
} from 'ui-kit/list';
import { tableColumns, type DataColumn } from 'ui-kit/table';
import type { PppActive, PppProfile, PppSecret } from '../../../api/types';
import { failureWithReason } from '../../../lib/failure-text';
import { ACTIVE_REFRESH_MS, pppPaths } from '../api/ppp';

// Each PPP list keeps its own view state while the app runs (docs/rules/lists.md#list-state), one
// set per router, so one router's search or page never leaks into another's.
interface PppListStores {
  secrets: ListStore<PppSecret>;
  active: ListStore<PppActive>;
  profiles: ListStore<PppProfile>;
}
const byName = { sortCol: 'name', sortDir: 'ASC' } as const;
const storesByRouter = new Map<string, PppListStores>();

export function pppListStores(routerId: string): PppListStores {
  let stores = storesByRouter.get(routerId);
  if (!stores) {
    stores = {
      secrets: createListStore<PppSecret>(`ppp-secrets-${routerId}`, byName),
      active: createListStore<PppActive>(`ppp-active-${routerId}`, byName),
      profiles: createListStore<PppProfile>(`ppp-profiles-${routerId}`, byName),
    };
    storesByRouter.set(routerId, stores);
  }
  return stores;
}

export const isDisabled: (secret: PppSecret) => boolean = isPppSecretDisabled;

function SecretStatus({ secret }: { secret: PppSecret }): ReactElement {
  return isDisabled(secret) ? (
    <Badge colorPalette="gray" variant="subtle">
      Disabled
    </Badge>
  ) : (
    <Badge colorPalette="green" variant="subtle">
      Enabled
    </Badge>
  );
}

// Columns at module scope: a new array each render would rebuild the table model. Ids, headers and
// raw values are contracts/lists' (the API's CSV of the list searches and sorts by the same).
const sortable = { sortable: true } as const;
const secretColumns: DataColumn<PppSecret>[] = tableColumns(PPP_SECRET_COLUMNS, {
  name: sortable,
  profile: sortable,
  address: sortable,
  disabled: { sortable: true, cell: (row) => <SecretStatus secret={row} /> },
  comment: sortable,
});

const secretActions: RowAction<PppSecret>[] = [
  {
    action: 'enable',
    when: isDisabled,
    successMessage: PPP_MESSAGES.secretEnabled,
    errorMessage: failureWithReason(PPP_MESSAGES.enableSecretFailed),
  },
  {
    action: 'disable',
    when: (row) => !isDisabled(row),
    successMessage: PPP_MESSAGES.secretDisabled,
    errorMessage: failureWithReason(PPP_MESSAGES.disableSecretFailed),
  },
  {
    action: 'delete',
    successMessage: PPP_MESSAGES.secretDeleted,
    errorMessage: failureWithReason(PPP_MESSAGES.deleteSecretFailed),
  },
];

export function SecretsTable({
  routerId,
  onAdd,
  onEdit,
}: {
  routerId: string;
  onAdd(): void;
  onEdit(secret: PppSecret): void;
}): ReactElement {
  return (
    <ResourceList<PppSecret>
      path={pppPaths(routerId).secrets}
      store={pppListStores(routerId).secrets}
      columns={secretColumns}
      label="PPP Secrets"
      preferencesId="ppp-secrets"
      getRowLabel={(row) => row.name}
      envelope="success"
      clientSide
      searchPlaceholder="Search username, profile, address…"
      toolbar={
        <RequireWrite>
          <Button colorPalette="brand" size="sm" onClick={onAdd}>
            <LuPlus aria-hidden />
            Add PPP User
          </Button>
        </RequireWrite>
      }
      actions={{ onEdit, more: secretActions }}
    />
  );
}

const activeColumns: DataColumn<PppActive>[] = tableColumns(PPP_ACTIVE_COLUMNS, {
  name: sortable,
  service: sortable,
  address: sortable,
  uptime: sortable,
  profile: sortable,
});

const activeActions: RowAction<PppActive>[] = [
  {
    action: 'kick',
    confirm: {
      title: 'Kick session',
      message: 'Disconnect this PPP session now? The user can connect again.',
      tone: 'danger',
    },
    successMessage: PPP_MESSAGES.activeKicked,
    errorMessage: failureWithReason('Failed to disconnect session'),
  },
];

/** Active connections, read again every 10 s while this tab is open. */
export function ActiveTable({ routerId }: { routerId: string }): ReactElement {
  return (
    <ResourceList<PppActive>
      path={pppPaths(routerId).active}
      store={pppListStores(routerId).active}
      columns={activeColumns}
      label="Active Connections"
      preferencesId="ppp-active"
      exportFilename={() => defaultCsvFilename('PPP active')}
      getRowLabel={(row) => row.name}
      envelope="success"
      clientSide
      refetchInterval={ACTIVE_REFRESH_MS}
      actions={{ more: activeActions }}
    />
  );
}

const profileColumns: DataColumn<PppProfile>[] = tableColumns(PPP_PROFILE_COLUMNS, {
  name: sortable,
  addressPool: sortable,
  rateLimit: sortable,
  sharedUsers: sortable,
});

const profileActions: RowAction<PppProfile>[] = [
  {
    action: 'delete',
    successMessage: PPP_MESSAGES.profileDeleted,
    errorMessage: failureWithReason(PPP_MESSAGES.deleteProfileFailed),
  },
];

export function ProfilesTable({
  routerId,
  onAdd,
  onEdit,
}: {
  routerId: string;
  onAdd(): void;
  onEdit(profile: PppProfile): void;
}): ReactElement {
  return (
    <ResourceList<PppProfile>
      path={pppPaths(routerId).profiles}
      store={pppListStores(routerId).profiles}
      columns={profileColumns}
      label="User Profiles"
      preferencesId="ppp-profiles"
      exportFilename={() => defaultCsvFilename('PPP profiles')}
      getRowLabel={(row) => row.name}
      envelope="success"
      clientSide
      toolbar={
        <RequireWrite>
          <Button colorPalette="brand" size="sm" onClick={onAdd}>
            <LuPlus aria-hidden />
            Add Profile
          </Button>
        </RequireWrite>
      }
      actions={{ onEdit, more: profileActions }}
    />
  );
}
