-- Hotspot users and vouchers (DECISIONS.md §8, docs/rules/hotspot.md): our settings of the router's
-- hotspot user profiles, voucher batches, and our record of each hotspot user we know (its batch,
-- first use and expiry). The router keeps the users themselves; these tables keep what RouterOS has
-- no place for. Sales are migration 0011.
--
-- Deleting a router: these rows describe that router's hotspot and go with it (ON DELETE CASCADE).
-- Sales (0011) reference routers ON DELETE RESTRICT like transactions: a router with sales is kept.

-- The hotspot server's DNS name: the login address printed on cards (http://{name}/login).
ALTER TABLE routers
  ADD COLUMN hotspot_dns_name text NOT NULL DEFAULT 'hotspot.lan'
    CHECK (length(hotspot_dns_name) BETWEEN 1 AND 253);

-- Ours, per (router, profile name): a rename on the router moves the row, a delete removes it.
CREATE TABLE hotspot_profile_settings (
  router_id      uuid        NOT NULL REFERENCES routers (id) ON DELETE CASCADE,
  profile_name   text        NOT NULL CHECK (length(profile_name) BETWEEN 1 AND 100),
  -- Whole rupiah: what a sale records, and what the card prints (null: none printed).
  price          bigint      NOT NULL DEFAULT 0 CHECK (price >= 0),
  selling_price  bigint      CHECK (selling_price >= 0),
  -- '30m', '12h', '1d', '30d' from the first login; '' = none.
  validity       text        NOT NULL DEFAULT '' CHECK (validity ~ '^([1-9][0-9]{0,5}[mhd])?$'),
  expiry_mode    text        NOT NULL DEFAULT 'none' CHECK (expiry_mode IN ('remove', 'disable', 'none')),
  lock_mac       boolean     NOT NULL DEFAULT false,
  created_by     text,
  updated_by     text,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (router_id, profile_name)
);

-- One POST /hotspot/{routerId}/vouchers that the router accepted whole.
CREATE TABLE voucher_batches (
  id                 uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  router_id          uuid        NOT NULL REFERENCES routers (id) ON DELETE CASCADE,
  profile            text        NOT NULL CHECK (length(profile) BETWEEN 1 AND 100),
  count              integer     NOT NULL CHECK (count BETWEEN 1 AND 5000),
  mode               text        NOT NULL CHECK (mode IN ('voucher', 'userpass')),
  length             integer     NOT NULL CHECK (length BETWEEN 4 AND 12),
  prefix             text        NOT NULL DEFAULT '' CHECK (prefix ~ '^[A-Za-z0-9]{0,6}$'),
  charset            text        NOT NULL CHECK (charset IN ('lower', 'upper', 'mixed', 'digits',
                                   'lower-digits', 'upper-digits', 'mixed-digits')),
  limit_uptime       text        NOT NULL DEFAULT '' CHECK (length(limit_uptime) <= 32),
  limit_bytes_total  bigint      NOT NULL DEFAULT 0 CHECK (limit_bytes_total >= 0),
  note               text        NOT NULL DEFAULT '' CHECK (length(note) <= 500),
  created_by         text,
  created_at         timestamptz NOT NULL DEFAULT now(),
  -- A batch MikHmon made, taken by the MikHmon import: its users' comment (`vc-…`/`up-…`). Null
  -- for ours. Unique per router, so importing twice makes no second batch.
  mikhmon_comment    text
);
CREATE INDEX voucher_batches_router_created_at_idx ON voucher_batches (router_id, created_at, id);
CREATE UNIQUE INDEX voucher_batches_router_mikhmon_comment_key
  ON voucher_batches (router_id, mikhmon_comment) WHERE mikhmon_comment IS NOT NULL;

-- Our record of a hotspot user by (router, name): the batch it came from, and its first use and
-- expiry (written by the monitor round and the expiry job). A user made on the router by hand has
-- no row until it is first seen logged in (INSERT … ON CONFLICT DO UPDATE … WHERE first_login_at
-- IS NULL). First use is claimed exactly once by
--   UPDATE hotspot_users SET first_login_at = $t, … WHERE router_id = $r AND name = $n
--     AND first_login_at IS NULL RETURNING …
-- and a reset clears first_login_at, expires_at, bound_mac and the expiry columns, so the next
-- login is a first use again.
CREATE TABLE hotspot_users (
  router_id       uuid        NOT NULL REFERENCES routers (id) ON DELETE CASCADE,
  name            text        NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  -- The batch is gone once the batch is deleted: the used vouchers stay, without it.
  batch_id        uuid        REFERENCES voucher_batches (id) ON DELETE SET NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  first_login_at  timestamptz,
  -- first_login_at + the profile's validity; null: no validity (never expires).
  expires_at      timestamptz,
  -- The MAC the user was bound to at first login (profile lockMac).
  bound_mac       text,
  -- When the expiry job acted, and what it did ('remove', 'disable' or 'none').
  expired_at      timestamptz,
  expiry_action   text        CHECK (expiry_action IN ('remove', 'disable', 'none')),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (router_id, name)
);
CREATE INDEX hotspot_users_batch_idx ON hotspot_users (batch_id) WHERE batch_id IS NOT NULL;
-- The expiry job's scan: users due and not yet acted on.
CREATE INDEX hotspot_users_due_idx ON hotspot_users (expires_at)
  WHERE expires_at IS NOT NULL AND expired_at IS NULL;
