import { MESSAGES_PATH } from 'contracts/paths';
import type { MessageChannel, MessageEvent } from 'contracts/types';

export { MESSAGES_PATH };

/** What each event is called on the messages and templates screens (docs/rules/notify.md). */
export const EVENT_LABELS: Record<MessageEvent, string> = {
  invoice_issued: 'Invoice issued',
  invoice_reminder: 'Reminder',
  invoice_due: 'Due today',
  subscriber_isolated: 'Isolated',
  invoice_paid: 'Payment received',
  subscriber_restored: 'Restored',
  portal_code: 'Portal sign-in code',
  voucher_sold: 'Voucher bought online',
};

export const CHANNEL_LABELS: Record<MessageChannel, string> = {
  whatsapp: 'WhatsApp',
  email: 'Email',
};

/** The toast after Retry: the message is back in the queue, the job sends it. */
export const MESSAGE_RETRIED = 'Message queued again';
