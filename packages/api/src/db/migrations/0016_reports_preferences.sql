-- Sales reports (DECISIONS.md §9): the online source sums PAID transactions by the WIB day or month
-- of paid_at; this index reads exactly those rows of a range (the voucher source reads
-- hotspot_sales_sold_at_idx of 0011).
CREATE INDEX transactions_paid_at_idx ON transactions (paid_at) WHERE status = 'PAID';

-- A user's choices kept on the server so they follow them to every device: a table's visible
-- columns and order, by table id (DECISIONS.md §9 last bullet).
CREATE TABLE user_preferences (
  user_id     uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key         text        NOT NULL,
  value       jsonb       NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key),
  CONSTRAINT user_preferences_key_check CHECK (length(key) BETWEEN 1 AND 100)
);
