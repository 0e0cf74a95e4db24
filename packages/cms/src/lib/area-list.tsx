import { Alert, Button, EmptyState, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { LuPlus, LuRotateCw } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { RequireWrite } from 'ui-kit/list';
import { notify } from 'ui-kit/toast';
import { AREAS, FETCH_CMS_FAILED, type CmsArea } from './cms-areas';

/** Toasts 'Failed to fetch CMS data' once each time a read fails (docs/rules/cms.md#messages). */
export function useFetchFailureToast(failed: boolean): void {
  const shown = useRef(false);
  useEffect(() => {
    if (failed && !shown.current) notify.error(FETCH_CMS_FAILED);
    shown.current = failed;
  }, [failed]);
}

/** The area's create link, for admins only. */
export function AddRecordButton({ area, label }: { area: CmsArea; label?: string }): ReactElement {
  return (
    <RequireWrite>
      <Button asChild colorPalette="brand" size="sm">
        <RouterLink to={`/app/cms/${area}/create`}>
          <LuPlus aria-hidden />
          {label ?? `Add ${AREAS[area].noun}`}
        </RouterLink>
      </Button>
    </RequireWrite>
  );
}

/** A read that failed: the message and Retry. */
export function FetchFailed({ onRetry }: { onRetry: () => void }): ReactElement {
  return (
    <Alert.Root status="error" variant="subtle" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{FETCH_CMS_FAILED}</Alert.Title>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        <LuRotateCw aria-hidden />
        Retry
      </Button>
    </Alert.Root>
  );
}

export interface AreaListProps<TRecord> {
  area: CmsArea;
  query: UseQueryResult<TRecord[]>;
  renderCard(record: TRecord): ReactNode;
  /** The cards are pictures (banners): fewer per row. */
  wide?: boolean;
}

/** An area's cards in `order`, with loading, failure (Retry) and empty states, and the Add button. */
export function AreaList<TRecord extends { id: string | number; order?: number | null }>({
  area,
  query,
  renderCard,
  wide = false,
}: AreaListProps<TRecord>): ReactElement {
  useFetchFailureToast(query.isError);
  const texts = AREAS[area];
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" aria-busy="true" aria-label="Loading">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} h="40" rounded="md" />
        ))}
      </SimpleGrid>
    );
  } else if (query.isError) {
    body = <FetchFailed onRetry={() => void query.refetch()} />;
  } else if (query.data.length === 0) {
    body = (
      <EmptyState.Root borderWidth="1px" borderColor="border" rounded="md" bg="bg">
        <EmptyState.Content>
          <EmptyState.Title as="h3">No {texts.noun}s yet</EmptyState.Title>
          <EmptyState.Description>
            What you add here shows on the landing page once it is active.
          </EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  } else {
    const sorted = [...query.data].sort(
      (a, b) => (a.order ?? 0) - (b.order ?? 0) || String(a.id).localeCompare(String(b.id)),
    );
    body = (
      <SimpleGrid
        as="ul"
        columns={wide ? { base: 1, md: 2, xl: 3 } : { base: 1, md: 2, xl: 3, '2xl': 4 }}
        gap="4"
        aria-label={texts.tab}
      >
        {sorted.map((record) => renderCard(record))}
      </SimpleGrid>
    );
  }
  return (
    <Stack gap="4">
      <RequireWrite>
        <Stack direction="row" justify="end">
          <AddRecordButton area={area} />
        </Stack>
      </RequireWrite>
      {body}
    </Stack>
  );
}
