import { Alert, Badge, Button, HStack, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState, type ReactElement, type ReactNode } from 'react';
import { LuArrowLeft, LuRotateCw } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { getErrorMessage } from 'shared-auth';
import { useRouters } from '../api/routers';
import type { Router } from '../api/types';
import { RouterStatusBadge } from './router-status';

// The screens of one router's data (hotspot, PPP): a header, the router's lists in tabs with
// their counts, the reason and Retry when the router does not answer, and add/edit dialogs.

/** The router `routerId` names, once the routers list has it. */
export function useRouterOf(routerId: string): Router | undefined {
  return useRouters().rows.find((candidate) => String(candidate.id) === routerId);
}

/** An add/edit dialog's state: the edited record stays while the dialog closes. */
export interface RecordDialog<TRecord> {
  record: TRecord | null;
  /** For the list: its Add button and its rows' Edit. */
  actions: { onAdd(): void; onEdit(record: TRecord): void };
  /** For the dialog: whether it is open and how it closes. */
  shown: { open: boolean; onClose(): void };
}

export function useRecordDialog<TRecord>(): RecordDialog<TRecord> {
  const [state, setState] = useState<{ open: boolean; record: TRecord | null }>({
    open: false,
    record: null,
  });
  return {
    record: state.record,
    actions: {
      onAdd: () => setState({ open: true, record: null }),
      onEdit: (record) => setState({ open: true, record }),
    },
    shown: {
      open: state.open,
      onClose: () => setState((current) => ({ ...current, open: false })),
    },
  };
}

/** What {@link RouterListsFailure} needs of a list the router answers. */
export interface RouterList {
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch(): unknown;
}

/** The product's text, the reason, and Retry (spinning while the router is asked again). */
export function RouterFetchFailure({
  title,
  reason,
  busy,
  onRetry,
}: {
  title: string;
  reason: string;
  busy: boolean;
  onRetry(): void;
}): ReactElement {
  return (
    <Alert.Root status="error" variant="subtle" role="alert" alignItems="start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
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

/** {@link RouterFetchFailure} for the first of `lists` that failed (nothing when none did); Retry asks again for every failed one. */
function RouterListsFailure({
  title,
  lists,
}: {
  title: string;
  lists: readonly RouterList[];
}): ReactElement | null {
  const failed = lists.filter((list) => list.isError);
  if (failed.length === 0) return null;
  return (
    <RouterFetchFailure
      title={title}
      reason={getErrorMessage(failed[0]?.error)}
      busy={failed.some((list) => list.isFetching)}
      onRetry={() => failed.forEach((list) => list.refetch())}
    />
  );
}

function TabLabel({
  label,
  count,
}: {
  label: string;
  count: number | null | undefined;
}): ReactElement {
  return (
    <>
      {label}
      <Badge variant="subtle" colorPalette="gray" aria-label={`${count ?? 'unknown'} rows`}>
        {count ?? '–'}
      </Badge>
    </>
  );
}

/**
 * The router's lists as tabs with counts, in the order of `labels`. Every panel exists (the tabs'
 * aria-controls point at it); only the open one holds its table, so a live list is polled only
 * while its tab is open.
 */
export function RouterTabs<TTab extends string>({
  value,
  onChange,
  labels,
  counts,
  panels,
  lazyMount,
}: {
  value: TTab;
  onChange(value: TTab): void;
  labels: Readonly<Record<TTab, string>>;
  /** A tab's badge: a number, or null/undefined while unknown ('–'). */
  counts: Readonly<Record<TTab, number | null | undefined>>;
  /** A tab's table, rendered only while the tab is open. */
  panels: Readonly<Record<TTab, ReactNode>>;
  lazyMount?: boolean;
}): ReactElement {
  const tabs = Object.keys(labels) as TTab[];
  return (
    <Tabs.Root
      value={value}
      onValueChange={(details) => onChange(details.value as TTab)}
      variant="line"
      lazyMount={lazyMount}
    >
      <Tabs.List overflowX="auto" overflowY="hidden">
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab} value={tab} flexShrink="0">
            <TabLabel label={labels[tab]} count={counts[tab]} />
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab} value={tab}>
          {tab === value ? panels[tab] : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/**
 * The screen: back to Routers, `title: router name` with its status and host, the reason and Retry
 * when some of the lists the router answers failed (`failure`), then `children`.
 */
export function RouterScreen({
  title,
  router,
  failure,
  padding = '4',
  children,
}: {
  title: string;
  router: Router | undefined;
  failure: { title: string; lists: readonly RouterList[] };
  /** The page's padding on phones (md and up: 6). */
  padding?: string;
  children: ReactNode;
}): ReactElement {
  return (
    <Stack gap="4" p={{ base: padding, md: '6' }} minW="0">
      <Stack gap="2">
        <Button asChild variant="ghost" size="sm" alignSelf="start" ms="-2">
          <Link to="/app/routers">
            <LuArrowLeft aria-hidden />
            Routers
          </Link>
        </Button>
        <HStack gap="3" wrap="wrap">
          <Heading as="h1" size={{ base: 'lg', md: 'xl' }}>
            {title}
            {router ? `: ${router.routerName}` : ''}
          </Heading>
          {router ? <RouterStatusBadge router={router} /> : null}
        </HStack>
        {router ? (
          <Text color="fg.muted" textStyle="sm">
            {router.routerHost}
          </Text>
        ) : null}
      </Stack>
      <RouterListsFailure title={failure.title} lists={failure.lists} />
      {children}
    </Stack>
  );
}
