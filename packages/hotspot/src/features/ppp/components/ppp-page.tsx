import { PPP_MESSAGES } from 'contracts/messages';
import { Alert, Badge, Button, HStack, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState, type ReactElement, type ReactNode } from 'react';
import { LuArrowLeft, LuRotateCw } from 'react-icons/lu';
import { Link, useParams } from 'react-router-dom';
import { getErrorMessage } from 'shared-auth';
import { NotFound, usePageTitle } from 'ui-kit/layout';
import type { PppProfile, PppSecret } from '../../../api/types';
import { RouterStatusBadge, useRouters } from '../../routers';
import { usePppActive, usePppProfiles, usePppSecrets } from '../api/ppp';
import { ActiveTable, ProfilesTable, SecretsTable } from './ppp-tables';
import { ProfileDialog } from './profile-dialog';
import { SecretDialog } from './secret-dialog';

type PppTab = 'secrets' | 'active' | 'profiles';

/** Which dialog is open: the edited record stays while the dialog closes. */
interface DialogState<TRecord> {
  open: boolean;
  record: TRecord | null;
}

function TabLabel({ label, count }: { label: string; count: number | null }): ReactElement {
  return (
    <>
      {label}
      <Badge variant="subtle" colorPalette="gray" aria-label={`${count ?? 'unknown'} rows`}>
        {count ?? '–'}
      </Badge>
    </>
  );
}

export const PPP_FETCH_ERROR = PPP_MESSAGES.fetchFailed;

function FetchFailure({
  reason,
  busy,
  onRetry,
}: {
  reason: string;
  busy: boolean;
  onRetry(): void;
}): ReactElement {
  return (
    <Alert.Root status="error" variant="subtle" role="alert" alignItems="start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{PPP_FETCH_ERROR}</Alert.Title>
        <Alert.Description>{reason}</Alert.Description>
      </Alert.Content>
      <Button
        size="sm"
        variant="outline"
        onClick={onRetry}
        flexShrink="0"
        loading={busy}
        loadingText="Retry"
      >
        <LuRotateCw aria-hidden />
        Retry
      </Button>
    </Alert.Root>
  );
}

function PppScreen({ routerId }: { routerId: string }): ReactElement {
  usePageTitle('PPP');
  const router = useRouters().rows.find((candidate) => String(candidate.id) === routerId);
  const secrets = usePppSecrets(routerId);
  const active = usePppActive(routerId);
  const profiles = usePppProfiles(routerId);
  const [tab, setTab] = useState<PppTab>('secrets');
  const [secretDialog, setSecretDialog] = useState<DialogState<PppSecret>>({
    open: false,
    record: null,
  });
  const [profileDialog, setProfileDialog] = useState<DialogState<PppProfile>>({
    open: false,
    record: null,
  });

  const lists = [secrets, active, profiles];
  const failed = lists.filter((list) => list.isError);
  const retry = () => failed.forEach((list) => list.refetch());
  const retrying = failed.some((list) => list.isFetching);
  const countOf = (list: (typeof lists)[number]): number | null =>
    list.isLoading || (list.isError && list.rows.length === 0) ? null : list.rows.length;
  // The router cannot be reached at all: the reason and Retry instead of three broken tables.
  const unreachable = failed.length === lists.length;

  let content: ReactNode;
  if (unreachable) {
    content = (
      <FetchFailure reason={getErrorMessage(failed[0]?.error)} busy={retrying} onRetry={retry} />
    );
  } else {
    content = (
      <>
        {failed.length > 0 ? (
          <FetchFailure
            reason={getErrorMessage(failed[0]?.error)}
            busy={retrying}
            onRetry={retry}
          />
        ) : null}
        <Tabs.Root
          value={tab}
          onValueChange={(details) => setTab(details.value as PppTab)}
          variant="line"
        >
          <Tabs.List overflowX="auto" overflowY="hidden">
            <Tabs.Trigger value="secrets" flexShrink="0">
              <TabLabel label="PPP Secrets" count={countOf(secrets)} />
            </Tabs.Trigger>
            <Tabs.Trigger value="active" flexShrink="0">
              <TabLabel label="Active Connections" count={countOf(active)} />
            </Tabs.Trigger>
            <Tabs.Trigger value="profiles" flexShrink="0">
              <TabLabel label="User Profiles" count={countOf(profiles)} />
            </Tabs.Trigger>
          </Tabs.List>
          {/* Every panel exists (the tabs' aria-controls point at it); only the open one holds its
              table, so active connections are polled only while their tab is open. */}
          <Tabs.Content value="secrets">
            {tab === 'secrets' ? (
              <SecretsTable
                routerId={routerId}
                onAdd={() => setSecretDialog({ open: true, record: null })}
                onEdit={(record) => setSecretDialog({ open: true, record })}
              />
            ) : null}
          </Tabs.Content>
          <Tabs.Content value="active">
            {tab === 'active' ? <ActiveTable routerId={routerId} /> : null}
          </Tabs.Content>
          <Tabs.Content value="profiles">
            {tab === 'profiles' ? (
              <ProfilesTable
                routerId={routerId}
                onAdd={() => setProfileDialog({ open: true, record: null })}
                onEdit={(record) => setProfileDialog({ open: true, record })}
              />
            ) : null}
          </Tabs.Content>
        </Tabs.Root>
      </>
    );
  }

  return (
    <Stack gap="4" p={{ base: '4', md: '6' }} minW="0">
      <Stack gap="2">
        <Button asChild variant="ghost" size="sm" alignSelf="start" ms="-2">
          <Link to="/app/routers">
            <LuArrowLeft aria-hidden />
            Routers
          </Link>
        </Button>
        <HStack gap="3" wrap="wrap">
          <Heading as="h1" size={{ base: 'lg', md: 'xl' }}>
            PPP Management{router ? `: ${router.routerName}` : ''}
          </Heading>
          {router ? <RouterStatusBadge router={router} /> : null}
        </HStack>
        {router ? (
          <Text color="fg.muted" textStyle="sm">
            {router.routerHost}
          </Text>
        ) : null}
      </Stack>
      {content}
      <SecretDialog
        routerId={routerId}
        open={secretDialog.open}
        secret={secretDialog.record}
        profiles={profiles.rows}
        onClose={() => setSecretDialog((shown) => ({ ...shown, open: false }))}
      />
      <ProfileDialog
        routerId={routerId}
        open={profileDialog.open}
        profile={profileDialog.record}
        onClose={() => setProfileDialog((shown) => ({ ...shown, open: false }))}
      />
    </Stack>
  );
}

/** `/app/routers/{routerId}/ppp`: PPP secrets, active connections and profiles (docs/rules/routers.md#ppp-screen). */
export function PppPage(): ReactElement {
  const { routerId } = useParams();
  if (!routerId) return <NotFound />;
  return <PppScreen key={routerId} routerId={routerId} />;
}
