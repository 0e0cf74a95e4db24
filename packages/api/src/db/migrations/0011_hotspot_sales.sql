-- Hotspot voucher sales (docs/rules/hotspot.md#sales): one row per sale, whatever saw it first —
-- the monitor's round at a voucher's first login, the MikHmon import, or an online purchase. Kept by
-- the server (never as scripts on the router), so sales count the same on RouterOS 6.49 and 7.x.
CREATE TABLE hotspot_sales (
  id              bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- A router with sales is kept (like one with transactions): they are money records.
  router_id       uuid        NOT NULL REFERENCES routers (id) ON DELETE RESTRICT,
  user_name       text        NOT NULL,
  profile         text        NOT NULL DEFAULT '',
  -- Whole rupiah, what the profile cost when the sale was made.
  price           bigint      NOT NULL DEFAULT 0,
  mac_address     text        NOT NULL DEFAULT '',
  address         text        NOT NULL DEFAULT '',
  -- The voucher batch the user came from (no foreign key: a deleted batch keeps its sales).
  batch_id        uuid,
  -- The user's first login; null for an online sale not logged in yet.
  first_login_at  timestamptz,
  -- When the sale counts (lists, totals, the dashboard): the first login, MikHmon's script date,
  -- or the payment of an online sale.
  sold_at         timestamptz NOT NULL,
  source          text        NOT NULL,
  merchant_ref    text,
  -- MikHmon's sales script name, as read (what makes the import idempotent).
  mikhmon_key     text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT hotspot_sales_source_check CHECK (source IN ('monitor', 'mikhmon', 'online')),
  CONSTRAINT hotspot_sales_price_check CHECK (price >= 0),
  CONSTRAINT hotspot_sales_user_name_check CHECK (length(user_name) BETWEEN 1 AND 200)
);
-- The sales list and its totals: a router's sales by date.
CREATE INDEX hotspot_sales_router_sold_at_idx ON hotspot_sales (router_id, sold_at, id);
-- The dashboard's totals over every router.
CREATE INDEX hotspot_sales_sold_at_idx ON hotspot_sales (sold_at);
-- A first use is one sale (a second round, instance or restart that sees it adds nothing).
CREATE UNIQUE INDEX hotspot_sales_first_use_key ON hotspot_sales (router_id, user_name, first_login_at)
  WHERE first_login_at IS NOT NULL AND source <> 'mikhmon';
-- Importing MikHmon's scripts twice adds nothing.
CREATE UNIQUE INDEX hotspot_sales_mikhmon_key ON hotspot_sales (router_id, mikhmon_key)
  WHERE mikhmon_key IS NOT NULL;
-- An online purchase is one sale.
CREATE UNIQUE INDEX hotspot_sales_merchant_ref_key ON hotspot_sales (merchant_ref)
  WHERE merchant_ref IS NOT NULL;

-- CMS packages sold online may sell a hotspot voucher of a profile instead of a PPP account.
ALTER TABLE cms_packages
  ADD COLUMN sale_kind       text NOT NULL DEFAULT 'ppp',
  ADD COLUMN hotspot_profile text;
ALTER TABLE cms_packages ADD CONSTRAINT cms_packages_sale_kind_check CHECK (sale_kind IN ('ppp', 'voucher'));
ALTER TABLE cms_packages ADD CONSTRAINT cms_packages_hotspot_profile_check
  CHECK (length(hotspot_profile) BETWEEN 1 AND 100);
ALTER TABLE cms_packages DROP CONSTRAINT cms_packages_sold_online_check;
ALTER TABLE cms_packages ADD CONSTRAINT cms_packages_sold_online_check CHECK (
  router_id IS NULL
  OR (sale_kind = 'ppp' AND ppp_profile IS NOT NULL)
  OR (sale_kind = 'voucher' AND hotspot_profile IS NOT NULL));

-- What an online voucher purchase needs to be provisioned exactly once: the voucher's name and
-- password are chosen and stored BEFORE the router is touched, so a run that died after adding the
-- user finds it by name and never adds a second one.
ALTER TABLE transactions
  ADD COLUMN sale_kind             text NOT NULL DEFAULT 'ppp',
  ADD COLUMN hotspot_profile       text,
  ADD COLUMN voucher_name          text,
  ADD COLUMN voucher_password_enc  text,
  ADD COLUMN voucher_user_id       text;
ALTER TABLE transactions ADD CONSTRAINT transactions_sale_kind_check CHECK (sale_kind IN ('ppp', 'voucher'));
