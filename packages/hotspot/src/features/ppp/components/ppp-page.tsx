import { PPP_MESSAGES } from 'contracts/messages';
import { useState, type ReactElement } from 'react';
import { useParams } from 'react-router-dom';
import { NotFound, usePageTitle } from 'ui-kit/layout';
import type { PppProfile, PppSecret } from '../../../api/types';
import {
  RouterListsFailure,
  RouterScreen,
  RouterTabs,
  useRecordDialog,
  useRouterOf,
} from '../../../lib/router-screen';
import { usePppActive, usePppProfiles, usePppSecrets } from '../api/ppp';
import { ActiveTable, ProfilesTable, SecretsTable } from './ppp-tables';
import { ProfileDialog } from './profile-dialog';
import { SecretDialog } from './secret-dialog';

type PppTab = 'secrets' | 'active' | 'profiles';

export const PPP_FETCH_ERROR = PPP_MESSAGES.fetchFailed;

function PppScreen({ routerId }: { routerId: string }): ReactElement {
  usePageTitle('PPP');
  const router = useRouterOf(routerId);
  const secrets = usePppSecrets(routerId);
  const active = usePppActive(routerId);
  const profiles = usePppProfiles(routerId);
  const [tab, setTab] = useState<PppTab>('secrets');
  const secretDialog = useRecordDialog<PppSecret>();
  const profileDialog = useRecordDialog<PppProfile>();

  const lists = [secrets, active, profiles];
  const countOf = (list: (typeof lists)[number]): number | null =>
    list.isLoading || (list.isError && list.rows.length === 0) ? null : list.rows.length;
  // The router cannot be reached at all: the reason and Retry instead of three broken tables.
  const unreachable = lists.every((list) => list.isError);

  return (
    <RouterScreen title="PPP Management" router={router}>
      <RouterListsFailure title={PPP_FETCH_ERROR} lists={lists} />
      {unreachable ? null : (
        <RouterTabs
          value={tab}
          onChange={(value) => setTab(value as PppTab)}
          tabs={[
            {
              value: 'secrets',
              label: 'PPP Secrets',
              count: countOf(secrets),
              content: () => (
                <SecretsTable
                  routerId={routerId}
                  onAdd={secretDialog.add}
                  onEdit={secretDialog.edit}
                />
              ),
            },
            {
              value: 'active',
              label: 'Active Connections',
              count: countOf(active),
              content: () => <ActiveTable routerId={routerId} />,
            },
            {
              value: 'profiles',
              label: 'User Profiles',
              count: countOf(profiles),
              content: () => (
                <ProfilesTable
                  routerId={routerId}
                  onAdd={profileDialog.add}
                  onEdit={profileDialog.edit}
                />
              ),
            },
          ]}
        />
      )}
      <SecretDialog
        routerId={routerId}
        open={secretDialog.open}
        secret={secretDialog.record}
        profiles={profiles.rows}
        onClose={secretDialog.close}
      />
      <ProfileDialog
        routerId={routerId}
        open={profileDialog.open}
        profile={profileDialog.record}
        onClose={profileDialog.close}
      />
    </RouterScreen>
  );
}

/** `/app/routers/{routerId}/ppp`: PPP secrets, active connections and profiles (docs/rules/routers.md#ppp-screen). */
export function PppPage(): ReactElement {
  const { routerId } = useParams();
  if (!routerId) return <NotFound />;
  return <PppScreen key={routerId} routerId={routerId} />;
}
