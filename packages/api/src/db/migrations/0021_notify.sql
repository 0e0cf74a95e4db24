-- Notifications (docs/rules/notify.md): the outbox of messages to subscribers (WhatsApp and email),
-- the editable templates, and the WhatsApp gateway's last send (the interval kept across instances).

-- A reminder N days before the due date and one on the due date are events like the others: each is
-- written by the billing job in the transaction that decides it, and queues its messages there.
ALTER TABLE billing_events DROP CONSTRAINT billing_events_event_check;
ALTER TABLE billing_events ADD CONSTRAINT billing_events_event_check
  CHECK (event IN ('invoice_issued', 'invoice_paid', 'invoice_voided', 'subscriber_isolated',
                   'subscriber_restored', 'subscriber_terminated', 'invoice_reminder', 'invoice_due'));
-- The reminders' "not yet today" look-up.
CREATE INDEX billing_events_event_invoice_idx ON billing_events (event, invoice_id, at)
  WHERE invoice_id IS NOT NULL;

-- One row per message. Written in the transaction of what caused it, sent by the notify job.
-- `dedupe_key` makes a billing message queued once per (event, invoice, channel, reminder day)
-- however many times its event is written; NULL for sign-in codes, which may repeat.
CREATE TABLE messages (
  id              uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  event           text        NOT NULL
                              CONSTRAINT messages_event_check CHECK (event IN ('invoice_issued', 'invoice_reminder', 'invoice_due', 'subscriber_isolated', 'invoice_paid', 'subscriber_restored', 'portal_code', 'voucher_sold')),
  subscriber_id   uuid        CONSTRAINT messages_subscriber_id_fkey REFERENCES subscribers (id) ON DELETE SET NULL,
  invoice_id      uuid        CONSTRAINT messages_invoice_id_fkey REFERENCES invoices (id) ON DELETE SET NULL,
  channel         text        NOT NULL CONSTRAINT messages_channel_check CHECK (channel IN ('whatsapp', 'email')),
  "to"            text        NOT NULL CONSTRAINT messages_to_check CHECK (length("to") BETWEEN 1 AND 254),
  body            text        NOT NULL CONSTRAINT messages_body_check CHECK (length(body) BETWEEN 1 AND 10000),
  subject         text        CONSTRAINT messages_subject_check CHECK (length(subject) <= 300),
  status          text        NOT NULL DEFAULT 'queued'
                              CONSTRAINT messages_status_check CHECK (status IN ('queued', 'sent', 'failed')),
  attempts        integer     NOT NULL DEFAULT 0 CONSTRAINT messages_attempts_check CHECK (attempts >= 0),
  last_error      text        CONSTRAINT messages_last_error_check CHECK (length(last_error) <= 2000),
  provider_id     text,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  -- The instance sending it now and until when (a send under way is never taken by another).
  locked_by       text,
  locked_until    timestamptz,
  sent_at         timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now(),
  dedupe_key      text        CONSTRAINT messages_dedupe_key_check CHECK (length(dedupe_key) <= 300),
  CONSTRAINT messages_sent_check CHECK ((status = 'sent') = (sent_at IS NOT NULL))
);
CREATE UNIQUE INDEX messages_dedupe_key_key ON messages (dedupe_key);
-- What the sender looks for: the queued ones by when they are due.
CREATE INDEX messages_queued_due_idx ON messages (next_attempt_at) WHERE status = 'queued';
CREATE INDEX messages_created_at_idx ON messages (created_at, id);
CREATE INDEX messages_subscriber_id_idx ON messages (subscriber_id) WHERE subscriber_id IS NOT NULL;
CREATE INDEX messages_invoice_id_idx ON messages (invoice_id) WHERE invoice_id IS NOT NULL;

-- An operator's own wording of an event's message; an event without a row uses the default.
CREATE TABLE message_templates (
  event      text        PRIMARY KEY
                         CONSTRAINT message_templates_event_check CHECK (event IN ('invoice_issued', 'invoice_reminder', 'invoice_due', 'subscriber_isolated', 'invoice_paid', 'subscriber_restored', 'portal_code', 'voucher_sold')),
  body       text        NOT NULL CONSTRAINT message_templates_body_check CHECK (length(body) BETWEEN 1 AND 2000),
  subject    text        CONSTRAINT message_templates_subject_check CHECK (length(subject) <= 200),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text
);

-- When a channel's last message went out (taken before the send), so that every instance keeps
-- WA_MIN_INTERVAL_MS between two WhatsApp messages: one row per channel, updated atomically.
CREATE TABLE message_send_slots (
  channel      text        PRIMARY KEY CONSTRAINT message_send_slots_channel_check CHECK (channel IN ('whatsapp', 'email')),
  last_sent_at timestamptz
);
INSERT INTO message_send_slots (channel) VALUES ('whatsapp'), ('email');
