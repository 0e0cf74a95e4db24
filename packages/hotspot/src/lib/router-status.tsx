import { Badge, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { formatWibDateTime } from 'ui-kit/format';
import type { Router } from '../api/types';

/** Online / Offline from the monitor's `isOnline` (docs/rules/routers.md#router-status). */
export function RouterStatusBadge({ router }: { router: Router }): ReactElement {
  return router.isOnline ? (
    // Subtle, not solid: white on green.600 is under 4.5:1 (WCAG 1.4.3).
    <Badge colorPalette="green" variant="subtle">
      Online
    </Badge>
  ) : (
    <Badge colorPalette="red" variant="subtle">
      Offline
    </Badge>
  );
}

/** When the monitor last reached the router, in WIB like every time the console shows; 'never'. */
export const lastSeenText = (router: Pick<Router, 'lastSeenAt'>): string =>
  router.lastSeenAt ? formatWibDateTime(router.lastSeenAt) : 'never';

/** When the monitor last reached the router, and why it last failed. */
export function RouterLastSeen({ router }: { router: Router }): ReactElement {
  const seen = lastSeenText(router);
  return (
    <>
      <Text textStyle="xs" color="fg.muted">
        Last seen: {seen}
      </Text>
      {!router.isOnline && router.lastError ? (
        <Text textStyle="xs" color="fg.error" title={router.lastError} lineClamp={2}>
          Last error: {router.lastError}
        </Text>
      ) : null}
    </>
  );
}

/** A count that may be missing (a router never reached): '-' rather than a false 0. */
export function countText(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '-';
}
