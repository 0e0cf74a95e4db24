import { ROUTER_MESSAGES } from 'contracts/messages';
import {
  Alert,
  Button,
  EmptyState,
  HStack,
  Heading,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState, type ReactElement } from 'react';
import { LuPlus, LuRotateCw, LuRouter } from 'react-icons/lu';
import { getErrorMessage } from 'shared-auth';
import { usePageTitle } from 'ui-kit/layout';
import { RequireWrite } from 'ui-kit/list';
import type { Router } from '../../../api/types';
import { DASHBOARD_REFRESH_MS, useRouters } from '../../../api/routers';
import { RouterCard } from './router-card';
import { RouterDialog } from './router-dialog';

/** The dialog: adding (router null) or editing; the router stays while the dialog closes. */
interface DialogState {
  open: boolean;
  router: Router | null;
}

/** `/app/routers`: router management (docs/rules/routers.md#routers-screen). */
export function RoutersPage(): ReactElement {
  usePageTitle('Routers');
  // The monitor's status changes on the server: read it again as often as the dashboard does.
  const routers = useRouters({ refetchInterval: DASHBOARD_REFRESH_MS });
  const [dialog, setDialog] = useState<DialogState>({ open: false, router: null });

  let body: ReactElement;
  if (routers.isLoading) {
    body = (
      <SimpleGrid
        columns={{ base: 1, md: 2, xl: 3 }}
        gap="4"
        role="status"
        aria-label="Loading routers"
      >
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} h="64" rounded="md" />
        ))}
      </SimpleGrid>
    );
  } else if (routers.isError && routers.rows.length === 0) {
    body = (
      <Alert.Root status="error" variant="subtle" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{ROUTER_MESSAGES.fetchFailed}</Alert.Title>
          <Alert.Description>{getErrorMessage(routers.error)}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={routers.refetch} alignSelf="center">
          <LuRotateCw aria-hidden />
          Retry
        </Button>
      </Alert.Root>
    );
  } else if (routers.rows.length === 0) {
    body = (
      <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="md">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuRouter />
          </EmptyState.Indicator>
          <EmptyState.Title>No routers found</EmptyState.Title>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  } else {
    body = (
      <SimpleGrid as="section" aria-label="Routers" columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {routers.rows.map((router) => (
          <RouterCard
            key={router.id}
            router={router}
            onEdit={(chosen) => setDialog({ open: true, router: chosen })}
          />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="5" p={{ base: '4', md: '6' }}>
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Stack gap="0">
          <Heading as="h1" size={{ base: 'lg', md: 'xl' }}>
            Router Management
          </Heading>
          <Text color="fg.muted" textStyle="sm">
            MikroTik routers, their status and their connection test
          </Text>
        </Stack>
        <RequireWrite>
          <Button colorPalette="brand" onClick={() => setDialog({ open: true, router: null })}>
            <LuPlus aria-hidden />
            Add Router
          </Button>
        </RequireWrite>
      </HStack>
      {body}
      <RouterDialog
        open={dialog.open}
        router={dialog.router}
        onClose={() => setDialog((shown) => ({ ...shown, open: false }))}
      />
    </Stack>
  );
}
