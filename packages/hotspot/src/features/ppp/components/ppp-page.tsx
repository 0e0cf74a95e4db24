import { PPP_MESSAGES } from 'contracts/messages';
import { useState, type ReactElement } from 'react';
import { useParams } from 'react-router-dom';
import { NotFound, usePageTitle } from 'ui-kit/layout';
import type { PppProfile, PppSecret } from '../../../api/types';
import { RouterScreen, RouterTabs, useRecordDialog, useRouterOf } from '../../../lib/router-screen';
import { usePppActive, usePppProfiles, usePppSecrets } from '../api/ppp';
import { ActiveTable, ProfilesTable, SecretsTable } from './ppp-tables';
import { ProfileDialog } from './profile-dialog';
import { SecretDialog } from './secret-dialog';

type PppTab = 'secrets' | 'active' | 'profiles';

const PPP_TABS: Record<PppTab, string> = {
  secrets: 'PPP Secrets',
  active: 'Active Connections',
  profiles: 'User Profiles',
};

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
    <RouterScreen
      title="PPP Management"
      router={router}
      failure={{ title: PPP_FETCH_ERROR, lists }}
    >
      {unreachable ? null : (
        <RouterTabs<PppTab>
          value={tab}
          onChange={setTab}
          labels={PPP_TABS}
          counts={{
            secrets: countOf(secrets),
            active: countOf(active),
            profiles: countOf(profiles),
          }}
          panels={{
            secrets: <SecretsTable routerId={routerId} {...secretDialog.actions} />,
            active: <ActiveTable routerId={routerId} />,
            profiles: <ProfilesTable routerId={routerId} {...profileDialog.actions} />,
          }}
        />
      )}
      <ProfileDialog routerId={routerId} profile={profileDialog.record} {...profileDialog.shown} />
      <SecretDialog
        routerId={routerId}
        secret={secretDialog.record}
        profiles={profiles.rows}
        {...secretDialog.shown}
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
