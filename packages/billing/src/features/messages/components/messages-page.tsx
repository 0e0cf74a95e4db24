import type { MessageChannel, MessageEvent, MessageStatus, OutboxMessage } from 'contracts/types';
import { Stack } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from 'ui-kit/layout';
import { ResourceList } from 'ui-kit/list';
import { withQuery } from 'ui-kit/routing';
import { FilterBar, FilterSelect } from 'ui-kit/table';
import { CHANNEL_LABELS, EVENT_LABELS, MESSAGES_PATH } from '../api/messages';
import { useMessageListStore } from '../stores/message-list-store';
import { messageColumns, retryMessageAction } from './message-columns';
import { MESSAGE_STATUS_LOOK } from './message-status-badge';

/** The list's filters as the address keeps them. */
export const MESSAGE_QUERY = { status: 'status', channel: 'channel', event: 'event' } as const;

export interface MessageFilter {
  status: MessageStatus | null;
  channel: MessageChannel | null;
  event: MessageEvent | null;
}

// The choices are the label tables' keys (each typed as a Record over the contracts' union, so none
// is missing): contracts/notify at run time would bring its default wording along, 1.5 KiB of
// gzipped JS on a screen at the edge of the console's budget.
const keysOf = <T extends string>(labels: Record<T, unknown>) => Object.keys(labels) as T[];
const MESSAGE_STATUSES = keysOf(MESSAGE_STATUS_LOOK);
const MESSAGE_CHANNELS = keysOf(CHANNEL_LABELS);
const MESSAGE_EVENTS = keysOf(EVENT_LABELS);

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.includes(value as T) ? (value as T) : null;

export function readMessageFilter(query: URLSearchParams): MessageFilter {
  return {
    status: oneOf(MESSAGE_STATUSES, query.get(MESSAGE_QUERY.status)),
    channel: oneOf(MESSAGE_CHANNELS, query.get(MESSAGE_QUERY.channel)),
    event: oneOf(MESSAGE_EVENTS, query.get(MESSAGE_QUERY.event)),
  };
}

/** While messages wait in the queue the list reads again, so a sent one turns green by itself. */
const REFRESH_MS = 15_000;

/**
 * `/app/billing/messages` (docs/rules/notify.md): the outbox, filtered by status, channel and
 * event (kept in the address) and searched by recipient, text or subscriber; Retry on a failed
 * message for admins, Lihat for the whole text, Export CSV of what the list shows.
 */
export function MessagesPage(): ReactElement {
  usePageTitle('Messages');
  const [query, setQuery] = useSearchParams();
  const filter = readMessageFilter(query);

  function changeFilter(changes: Record<string, string | null>): void {
    useMessageListStore.getState().setPage(1);
    setQuery((current) => withQuery(current, changes), { replace: true });
  }

  return (
    <Stack p={{ base: '3', md: '6' }} gap="4" minW="0">
      <FilterBar>
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          value={filter.status}
          options={MESSAGE_STATUSES.map((status) => ({
            value: status,
            label: MESSAGE_STATUS_LOOK[status].label,
          }))}
          onChange={(status) => changeFilter({ [MESSAGE_QUERY.status]: status })}
        />
        <FilterSelect
          label="Channel"
          allLabel="All channels"
          value={filter.channel}
          options={MESSAGE_CHANNELS.map((channel) => ({
            value: channel,
            label: CHANNEL_LABELS[channel],
          }))}
          onChange={(channel) => changeFilter({ [MESSAGE_QUERY.channel]: channel })}
        />
        <FilterSelect
          label="Event"
          allLabel="All events"
          value={filter.event}
          options={MESSAGE_EVENTS.map((event) => ({ value: event, label: EVENT_LABELS[event] }))}
          onChange={(event) => changeFilter({ [MESSAGE_QUERY.event]: event })}
        />
      </FilterBar>
      <ResourceList<OutboxMessage>
        path={MESSAGES_PATH}
        store={useMessageListStore}
        params={{ ...filter }}
        columns={messageColumns}
        label="Messages"
        preferencesId="messages"
        envelope="success"
        refetchInterval={REFRESH_MS}
        getRowLabel={(row) => `${EVENT_LABELS[row.event]} to ${row.to}`}
        searchPlaceholder="Search recipient, text or subscriber"
        emptyText="No messages yet"
        actions={{ view: true, more: [retryMessageAction] }}
        detailTitle="Message"
      />
    </Stack>
  );
}
