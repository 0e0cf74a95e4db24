import { ROUTER_MESSAGES } from 'contracts/messages';
import { Button, Card, DataList, HStack, Heading, Stack } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { LuActivity, LuPencil, LuUsers, LuWifi } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { formatListDate } from 'ui-kit/format';
import { ActionButton, READ_ONLY_TITLES, useCanWrite } from 'ui-kit/list';
import type { Router } from '../../../api/types';
import { failureWithReason } from '../../../lib/failure-text';
import { ROUTERS_PATH, useRefreshRouters } from '../../../api/routers';
import { RouterLastSeen, RouterStatusBadge, countText } from '../../../lib/router-status';

export interface RouterCardProps {
  router: Router;
  onEdit(router: Router): void;
}

/**
 * One router on the routers page (docs/rules/routers.md#routers-screen): status, host, username,
 * counts, date added, the monitor's last contact, and Test, Edit, Delete.
 */
export function RouterCard({ router, onEdit }: RouterCardProps): ReactElement {
  const canWrite = useCanWrite();
  const refresh = useRefreshRouters();
  const items: [string, string][] = [
    ['Host', router.routerHost],
    ['Username', router.routerUser],
    ['PPP Users', countText(router.stats?.pppSecret)],
    ['Active Connections', countText(router.stats?.pppActive)],
    ['Transactions', countText(router.transactionCount ?? 0)],
    ['Added', router.createdAt ? formatListDate(router.createdAt) : '-'],
  ];
  return (
    <Card.Root as="article" aria-label={router.routerName} size="sm" variant="outline">
      <Card.Header>
        <HStack justify="space-between" align="start" gap="2">
          <Heading as="h2" size="md" wordBreak="break-word">
            {router.routerName}
          </Heading>
          <RouterStatusBadge router={router} />
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <DataList.Root orientation="horizontal" size="sm" gap="1.5">
            {items.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel minW="36">{label}</DataList.ItemLabel>
                <DataList.ItemValue wordBreak="break-all">{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
          <Stack gap="0.5">
            <RouterLastSeen router={router} />
          </Stack>
        </Stack>
      </Card.Body>
      <Card.Footer>
        <HStack gap="2" wrap="wrap">
          <ActionButton<Router>
            path={ROUTERS_PATH}
            row={router}
            action={{
              action: 'test',
              successMessage: ROUTER_MESSAGES.testOk,
              errorMessage: failureWithReason(ROUTER_MESSAGES.testFailed),
            }}
            onSuccess={() => void refresh()}
          />
          <Button
            size="sm"
            variant="outline"
            disabled={!canWrite}
            title={canWrite ? undefined : READ_ONLY_TITLES.edit}
            onClick={() => onEdit(router)}
          >
            <LuPencil aria-hidden />
            Edit
          </Button>
          <ActionButton<Router>
            path={ROUTERS_PATH}
            row={router}
            colorPalette="red"
            action={{
              action: 'delete',
              label: 'Delete',
              successMessage: ROUTER_MESSAGES.deleted,
              errorMessage: failureWithReason(ROUTER_MESSAGES.deleteFailed),
            }}
            onSuccess={() => void refresh()}
          />
          <Button asChild size="sm" variant="ghost">
            <Link to={`/app/routers/${encodeURIComponent(String(router.id))}`}>
              <LuActivity aria-hidden />
              Health
            </Link>
          </Button>
          <Button asChild size="sm" variant="ghost">
            <Link to={`/app/routers/${encodeURIComponent(String(router.id))}/ppp`}>
              <LuUsers aria-hidden />
              Manage PPP
            </Link>
          </Button>
          <Button asChild size="sm" variant="ghost">
            <Link to={`/app/routers/${encodeURIComponent(String(router.id))}/hotspot`}>
              <LuWifi aria-hidden />
              Manage Hotspot
            </Link>
          </Button>
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}
