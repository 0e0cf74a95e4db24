-- Customers (SPEC §3) and the trigram extension the lists' substring search uses.
-- pg_trgm is a trusted contrib extension: the database owner may create it on PostgreSQL 13+, and
-- the app loads PGlite's bundle of it (src/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE customers (
  id         uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  name       text        NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  alias      text        NOT NULL CHECK (length(alias) BETWEEN 1 AND 100),
  -- Free text; '' rather than NULL when there is none, so the lists never have to tell them apart.
  address    text        NOT NULL DEFAULT '' CHECK (length(address) <= 500),
  -- A review mark set by approve/reject (DECISIONS §2); it changes nothing else.
  status     text        NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  created_by text,
  updated_by text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Each sort of the list (id breaks ties so that paging is stable), read forwards or backwards.
-- Text columns sort case-insensitively, hence lower().
CREATE INDEX customers_created_at_idx ON customers (created_at, id);
CREATE INDEX customers_updated_at_idx ON customers (updated_at, id);
CREATE INDEX customers_name_idx ON customers (lower(name), id);
CREATE INDEX customers_alias_idx ON customers (lower(alias), id);

-- Search is a case-insensitive substring match (ILIKE '%…%') over name, alias and address: a
-- b-tree cannot serve that, a trigram GIN index can (one index, any of its columns).
CREATE INDEX customers_search_idx ON customers
  USING gin (name gin_trgm_ops, alias gin_trgm_ops, address gin_trgm_ops);
