-- Subscribers and monthly billing (docs/rules/billing.md): plans, subscribers (each one PPP secret of
-- one router), invoices with a gap-free number per month, the billing settings, each router's
-- isolate profile, and the events that notifications hang on.

-- A plan's name is unique whatever the case: two plans "Home 10M" and "home 10m" are one mistake.
CREATE TABLE plans (
  id          uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  name        text        NOT NULL CONSTRAINT plans_name_check CHECK (length(name) BETWEEN 1 AND 100),
  -- Whole rupiah.
  price       bigint      NOT NULL CONSTRAINT plans_price_check CHECK (price > 0),
  ppp_profile text        NOT NULL CONSTRAINT plans_ppp_profile_check CHECK (length(ppp_profile) BETWEEN 1 AND 100),
  description text        NOT NULL DEFAULT '' CONSTRAINT plans_description_check CHECK (length(description) <= 1000),
  created_by  text,
  updated_by  text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX plans_name_lower_key ON plans (lower(name));
CREATE INDEX plans_created_at_idx ON plans (created_at, id);

-- One subscriber per (router, PPP username): a secret bills one person. Router and plan are
-- RESTRICT: a subscriber's history outlives neither silently.
CREATE TABLE subscribers (
  id            uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  name          text        NOT NULL CONSTRAINT subscribers_name_check CHECK (length(name) BETWEEN 1 AND 200),
  -- An Indonesian mobile as 62…, or '' (imported from a secret with no number).
  phone         text        NOT NULL DEFAULT '' CONSTRAINT subscribers_phone_check CHECK (phone = '' OR phone ~ '^628[1-9][0-9]{6,11}$'),
  email         text        NOT NULL DEFAULT '' CONSTRAINT subscribers_email_check CHECK (length(email) <= 254),
  address       text        NOT NULL DEFAULT '' CONSTRAINT subscribers_address_check CHECK (length(address) <= 500),
  router_id     uuid        NOT NULL CONSTRAINT subscribers_router_id_fkey REFERENCES routers (id) ON DELETE RESTRICT,
  ppp_username  text        NOT NULL CONSTRAINT subscribers_ppp_username_check CHECK (length(ppp_username) BETWEEN 1 AND 100),
  plan_id       uuid        NOT NULL CONSTRAINT subscribers_plan_id_fkey REFERENCES plans (id) ON DELETE RESTRICT,
  -- A day every month has.
  billing_day   integer     NOT NULL CONSTRAINT subscribers_billing_day_check CHECK (billing_day BETWEEN 1 AND 28),
  -- No invoice for a period due before it.
  billing_start date        NOT NULL,
  status        text        NOT NULL DEFAULT 'active'
                            CONSTRAINT subscribers_status_check CHECK (status IN ('active', 'isolated', 'terminated')),
  notes         text        NOT NULL DEFAULT '' CONSTRAINT subscribers_notes_check CHECK (length(notes) <= 2000),
  created_by    text,
  updated_by    text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX subscribers_router_ppp_username_key ON subscribers (router_id, ppp_username);
CREATE INDEX subscribers_plan_id_idx ON subscribers (plan_id);
CREATE INDEX subscribers_created_at_idx ON subscribers (created_at, id);

-- The last invoice number given in a month of issue ('YYYY-MM'): the issuing transaction updates
-- its month's row, so concurrent issuers wait for each other and a rolled-back issue gives its
-- number back (a sequence would leave a gap).
CREATE TABLE invoice_counters (
  month       text    PRIMARY KEY CONSTRAINT invoice_counters_month_check CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  last_number integer NOT NULL CONSTRAINT invoice_counters_last_number_check CHECK (last_number >= 0)
);

CREATE TABLE invoices (
  id            uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  -- INV/YYYY/MM/NNNNN (the month of issue).
  number        text        NOT NULL CONSTRAINT invoices_number_check CHECK (number ~ '^INV/[0-9]{4}/[0-9]{2}/[0-9]{5,}$'),
  subscriber_id uuid        NOT NULL CONSTRAINT invoices_subscriber_id_fkey REFERENCES subscribers (id) ON DELETE RESTRICT,
  period        text        NOT NULL CONSTRAINT invoices_period_check CHECK (period ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  -- Whole rupiah: the plan's price when issued.
  amount        bigint      NOT NULL CONSTRAINT invoices_amount_check CHECK (amount > 0),
  issued_at     timestamptz NOT NULL,
  due_date      date        NOT NULL,
  status        text        NOT NULL DEFAULT 'unpaid'
                            CONSTRAINT invoices_status_check CHECK (status IN ('unpaid', 'paid', 'void')),
  paid_at       timestamptz,
  paid_amount   bigint      CONSTRAINT invoices_paid_amount_check CHECK (paid_amount > 0),
  method        text        CONSTRAINT invoices_method_check CHECK (method IN ('tripay', 'cash', 'transfer')),
  received_by   text,
  -- The Tripay transaction that paid it (docs/rules/payments.md).
  merchant_ref  text,
  void_reason   text        CONSTRAINT invoices_void_reason_check CHECK (length(void_reason) BETWEEN 1 AND 500),
  -- The public pay page's unguessable token.
  pay_token     text        NOT NULL CONSTRAINT invoices_pay_token_check CHECK (length(pay_token) >= 20),
  created_by    text,
  updated_by    text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT invoices_paid_check CHECK ((status = 'paid') = (paid_at IS NOT NULL AND paid_amount IS NOT NULL AND method IS NOT NULL)),
  CONSTRAINT invoices_void_check CHECK ((status = 'void') = (void_reason IS NOT NULL))
);
-- Exactly one invoice per subscriber and period, whoever issues it.
CREATE UNIQUE INDEX invoices_subscriber_period_key ON invoices (subscriber_id, period);
CREATE UNIQUE INDEX invoices_number_key ON invoices (number);
CREATE UNIQUE INDEX invoices_pay_token_key ON invoices (pay_token);
CREATE UNIQUE INDEX invoices_merchant_ref_key ON invoices (merchant_ref) WHERE merchant_ref IS NOT NULL;
CREATE INDEX invoices_issued_at_idx ON invoices (issued_at, id);
CREATE INDEX invoices_unpaid_due_idx ON invoices (due_date) WHERE status = 'unpaid';

-- One row: the unique index on a constant lets a second row in never, whichever instance tries.
CREATE TABLE billing_settings (
  id                 uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  invoice_lead_days  integer     NOT NULL DEFAULT 7 CONSTRAINT billing_settings_invoice_lead_days_check CHECK (invoice_lead_days BETWEEN 0 AND 28),
  grace_days         integer     NOT NULL DEFAULT 3 CONSTRAINT billing_settings_grace_days_check CHECK (grace_days BETWEEN 0 AND 30),
  -- A JSON array of whole days before the due date.
  reminder_days      jsonb       NOT NULL DEFAULT '[3, 1]'
                                 CONSTRAINT billing_settings_reminder_days_check CHECK (jsonb_typeof(reminder_days) = 'array'),
  -- { "from": "21:00", "to": "07:00" } or null (messages any time).
  quiet_hours        jsonb       DEFAULT '{"from": "21:00", "to": "07:00"}',
  wa_base_url        text        NOT NULL DEFAULT '' CONSTRAINT billing_settings_wa_base_url_check CHECK (length(wa_base_url) <= 500),
  -- Sealed like a router's secrets; never answered.
  wa_token_enc       text,
  email_from         text        NOT NULL DEFAULT '' CONSTRAINT billing_settings_email_from_check CHECK (length(email_from) <= 254),
  updated_by         text,
  updated_at         timestamptz
);
CREATE UNIQUE INDEX billing_settings_one_key ON billing_settings ((true));
INSERT INTO billing_settings DEFAULT VALUES;

-- The PPP profile an isolated subscriber's secret gets on this router (made with rate-limit
-- 64k/64k when missing).
ALTER TABLE routers
  ADD COLUMN isolate_profile text NOT NULL DEFAULT 'isolir'
    CONSTRAINT routers_isolate_profile_check CHECK (length(isolate_profile) BETWEEN 1 AND 100);

-- What happened to an invoice or a subscriber, written in the transaction of the change itself
-- (issued, paid, voided, isolated, restored, terminated): notifications read it as an outbox, so a
-- change and its message are committed together or not at all.
CREATE TABLE billing_events (
  id            bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event         text        NOT NULL
                            CONSTRAINT billing_events_event_check CHECK (event IN ('invoice_issued', 'invoice_paid', 'invoice_voided', 'subscriber_isolated', 'subscriber_restored', 'subscriber_terminated')),
  invoice_id    uuid        CONSTRAINT billing_events_invoice_id_fkey REFERENCES invoices (id) ON DELETE CASCADE,
  subscriber_id uuid        NOT NULL CONSTRAINT billing_events_subscriber_id_fkey REFERENCES subscribers (id) ON DELETE CASCADE,
  at            timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX billing_events_subscriber_idx ON billing_events (subscriber_id, at);
CREATE INDEX billing_events_invoice_idx ON billing_events (invoice_id) WHERE invoice_id IS NOT NULL;
