-- Routers (docs/rules/routers.md#router-records), the monitor's findings (docs/rules/routers.md#router-status),
-- the transactions of docs/rules/payments.md (empty until payments exist, so that the dashboard counts
-- real rows), and the job table background work is claimed from.

CREATE TABLE routers (
  id                        uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  router_name               text        NOT NULL CHECK (length(router_name) BETWEEN 1 AND 100),
  -- host or host:port; the port defaults to 8728 (8729 with use_tls).
  router_host               text        NOT NULL CHECK (length(router_host) BETWEEN 1 AND 261),
  router_user               text        NOT NULL CHECK (length(router_user) BETWEEN 1 AND 100),
  -- Secrets are AES-256-GCM ciphertexts (src/lib/secret-box.ts), never plain text; the API
  -- never returns them.
  router_pass_enc           text        NOT NULL,
  router_dns                text        NOT NULL DEFAULT '' CHECK (length(router_dns) <= 255),
  traffic_interface         text        NOT NULL DEFAULT '' CHECK (length(traffic_interface) <= 100),
  use_tls                   boolean     NOT NULL DEFAULT false,
  tripay_merchant_code_enc  text,
  tripay_api_key_enc        text,
  tripay_private_key_enc    text,
  -- What the monitor found at its last check.
  is_online                 boolean     NOT NULL DEFAULT false,
  last_checked_at           timestamptz,
  last_seen_at              timestamptz,
  last_error                text,
  identity                  text,
  version                   text,
  uptime                    text,
  cpu_load                  integer,
  free_memory               bigint,
  total_memory              bigint,
  ppp_secret_count          integer     NOT NULL DEFAULT 0 CHECK (ppp_secret_count >= 0),
  ppp_active_count          integer     NOT NULL DEFAULT 0 CHECK (ppp_active_count >= 0),
  created_by                text,
  updated_by                text,
  created_at                timestamptz NOT NULL DEFAULT now(),
  updated_at                timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX routers_created_at_idx ON routers (created_at, id);

-- A purchase of a package sold online (docs/rules/payments.md). Rows are never deleted with their
-- router (ON DELETE RESTRICT): payment history is never lost.
CREATE TABLE transactions (
  id                 uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  router_id          uuid        NOT NULL REFERENCES routers (id) ON DELETE RESTRICT,
  -- The CMS package bought (no foreign key: the CMS tables come later, and a package may be
  -- deleted while its sales stay); its name and profile are copied at checkout.
  package_id         uuid,
  package_name       text        NOT NULL DEFAULT '',
  merchant_ref       text        NOT NULL CHECK (length(merchant_ref) BETWEEN 1 AND 100),
  reference          text,
  status             text        NOT NULL DEFAULT 'UNPAID'
                                 CHECK (status IN ('UNPAID', 'PAID', 'EXPIRED', 'FAILED', 'REFUND')),
  -- Whole rupiah.
  amount             bigint      NOT NULL CHECK (amount >= 0),
  method             text,
  customer_name      text        NOT NULL DEFAULT '',
  customer_phone     text        NOT NULL DEFAULT '',
  customer_email     text        NOT NULL DEFAULT '',
  ppp_profile        text,
  duration_days      integer     CHECK (duration_days > 0),
  checkout_url       text,
  pay_code           text,
  -- SHA-256 of the status page's token; the token itself is never stored.
  status_token_hash  text,
  expires_at         timestamptz,
  paid_at            timestamptz,
  ppp_username       text,
  ppp_password_enc   text,
  provisioning       text        NOT NULL DEFAULT 'none'
                                 CHECK (provisioning IN ('none', 'pending', 'done', 'failed')),
  provision_error    text,
  provisioned_at     timestamptz,
  secret_expires_at  timestamptz,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX transactions_merchant_ref_key ON transactions (merchant_ref);
CREATE INDEX transactions_router_created_at_idx ON transactions (router_id, created_at, id);
CREATE INDEX transactions_router_status_idx ON transactions (router_id, status);
CREATE INDEX transactions_status_created_at_idx ON transactions (status, created_at);

-- Background work kept in the database (monitor checks, and later provisioning, reconciliation,
-- expiry). An instance claims due rows with FOR UPDATE SKIP LOCKED and a lease (locked_until), so
-- several instances share the work, none runs a job another holds, and a job whose instance died
-- is taken again once its lease ends. A recurring job (interval_ms) moves run_at on after each run.
CREATE TABLE jobs (
  id            bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind          text        NOT NULL CHECK (length(kind) BETWEEN 1 AND 100),
  -- One job per (kind, key): a router id for its monitor check, a merchantRef for a provisioning.
  job_key       text        NOT NULL CHECK (length(job_key) BETWEEN 1 AND 200),
  payload       jsonb       NOT NULL DEFAULT '{}'::jsonb,
  run_at        timestamptz NOT NULL DEFAULT now(),
  interval_ms   integer     CHECK (interval_ms > 0),
  locked_by     text,
  locked_until  timestamptz,
  attempts      integer     NOT NULL DEFAULT 0,
  runs          bigint      NOT NULL DEFAULT 0,
  last_error    text,
  done_at       timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX jobs_kind_key_key ON jobs (kind, job_key);
CREATE INDEX jobs_due_idx ON jobs (kind, run_at) WHERE done_at IS NULL;
