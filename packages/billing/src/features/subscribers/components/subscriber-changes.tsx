import { INVOICES_PATH, subscriberChangePath } from 'contracts/paths';
import type { Subscriber } from 'contracts/types';
import { Alert } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { LuBan, LuPlugZap, LuUnplug } from 'react-icons/lu';
import { http } from 'shared-auth';
import { ActionButton, type ActionResponse, type RowAction } from 'ui-kit/list';
import { SUBSCRIBERS_PATH, subscriberHistoryKey } from '../api/subscribers';

type Change = NonNullable<Subscriber['routerChange']>;

/** The answer of a change the router has not taken yet names the waiting change. */
function changeKind(response: ActionResponse): 'success' | 'warning' {
  const data = response.data as Partial<Subscriber> | undefined;
  return data?.routerChange ? 'warning' : 'success';
}

function changeAction(
  change: Change,
  fields: Omit<RowAction<Subscriber>, 'action' | 'request'>,
): RowAction<Subscriber> {
  return {
    action: change,
    request: async (subscriber) => {
      const response = await http.post<ActionResponse>(subscriberChangePath(subscriber.id, change));
      return response.data;
    },
    // The page hides what a plain user cannot do (Edit, Issue invoice): these go with them.
    hideWhenReadOnly: true,
    successKind: changeKind,
    ...fields,
  };
}

/**
 * docs/rules/billing.md#isolation: each change asked in a confirm dialog, the server's answer as
 * the toast — a warning when the router has not taken it yet (the billing job retries it).
 */
export const SUBSCRIBER_CHANGES: readonly RowAction<Subscriber>[] = [
  changeAction('isolate', {
    label: 'Isolate',
    icon: <LuUnplug />,
    when: (subscriber) => subscriber.status === 'active',
    confirm: {
      title: 'Isolate subscriber',
      message:
        "The PPP secret gets the router's isolate profile and its session is ended, so it dials in isolated. It stays isolated until restored.",
      confirmLabel: 'Isolate',
      tone: 'danger',
    },
  }),
  changeAction('restore', {
    label: 'Restore',
    icon: <LuPlugZap />,
    when: (subscriber) => subscriber.status === 'isolated',
    confirm: {
      title: 'Restore subscriber',
      message:
        "The PPP secret gets its plan's profile back and its session is ended, so it dials in at full speed. Invoices overdue now no longer isolate it; they stay unpaid.",
      confirmLabel: 'Restore',
    },
  }),
  changeAction('terminate', {
    label: 'Terminate',
    icon: <LuBan />,
    danger: true,
    when: (subscriber) => subscriber.status !== 'terminated',
    confirm: {
      title: 'Terminate subscriber',
      message:
        'The PPP secret is disabled and the unpaid invoices not yet due are voided; the history is kept. This cannot be undone.',
      confirmLabel: 'Terminate',
      tone: 'danger',
    },
  }),
];

/** Isolate, Restore and Terminate as the page's buttons (admins; hidden from plain users). */
export function SubscriberChangeButtons({ subscriber }: { subscriber: Subscriber }): ReactElement {
  const queryClient = useQueryClient();
  return (
    <>
      {SUBSCRIBER_CHANGES.map((action) => (
        <ActionButton<Subscriber>
          key={action.action}
          path={SUBSCRIBERS_PATH}
          action={action}
          row={subscriber}
          colorPalette={action.danger ? 'red' : undefined}
          // A termination voids invoices: the page's invoice list reads them again, and the
          // history tells the change.
          onSuccess={() =>
            void Promise.all([
              queryClient.invalidateQueries({ queryKey: [INVOICES_PATH] }),
              queryClient.invalidateQueries({ queryKey: subscriberHistoryKey(subscriber.id) }),
            ])
          }
        />
      ))}
    </>
  );
}

const WAITING_TITLE: Record<Change, string> = {
  isolate: 'Isolation waiting for the router',
  restore: 'Restore waiting for the router',
  terminate: 'Disabling the PPP secret waits for the router',
};

/** The router's diagnosis as a sentence: it may come without its full stop. */
const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/**
 * A change the router has not taken yet (down, or it refused): what waits and the router's reason;
 * the billing job retries it every run. Shown to every user: it explains the status.
 */
export function PendingChangeBanner({
  subscriber,
}: {
  subscriber: Subscriber;
}): ReactElement | null {
  const change = subscriber.routerChange;
  if (change === null) return null;
  return (
    <Alert.Root status="warning" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{WAITING_TITLE[change]}</Alert.Title>
        <Alert.Description>
          {sentence(subscriber.routerChangeReason ?? 'The router has not answered yet')} It is
          retried automatically.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
