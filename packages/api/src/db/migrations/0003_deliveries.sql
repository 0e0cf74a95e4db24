-- Delivery slips (SPEC §2/§3): scanned parts per customer, imported from text files (DECISIONS §3).
-- A row's natural key is (customer, slip_number, seq_prod): re-importing a file updates in place.

CREATE TABLE deliveries (
  -- bigint, not uuid: one customer may hold millions of rows, and the id is the tiebreak column of
  -- every sort index, so 8 bytes instead of 16 in each of them.
  id               bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- RESTRICT: a customer that still has deliveries cannot be deleted (the API answers 409).
  customer_id      uuid        NOT NULL REFERENCES customers (id) ON DELETE RESTRICT,
  slip_number      text        NOT NULL,
  seq_prod         text        NOT NULL,
  order_no         text,
  part_number      text        NOT NULL,
  part_name        text,
  color_code       text,
  kd_lot_no        text,
  qty              integer     NOT NULL CHECK (qty >= 0),
  date             date        NOT NULL,
  time             time,
  adjust_date      date,
  adjust_time      time,
  remarks_bawah    text,
  barcode_hpm      text,
  barcode_kasai    text,
  scan_lt1_by_name text,
  -- Scan times are the factory's wall-clock times as the file gives them: no time zone, so that no
  -- server or browser setting can shift them.
  scan_lt1_at      timestamp,
  scan_lt2_by_name text,
  scan_lt2_at      timestamp,
  status           text        NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  created_by       text,
  updated_by       text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  -- Also serves the foreign key: deleting a customer looks its deliveries up by customer_id.
  CONSTRAINT deliveries_customer_slip_seq_key UNIQUE (customer_id, slip_number, seq_prod)
);

-- The exact number of deliveries of each customer, kept in the same transaction as every insert and
-- delete (src/repositories/deliveries.ts, src/import/delivery-import.ts): the unfiltered list of a
-- customer with a million deliveries reads its total here instead of counting a million rows. Its
-- row is also the lock that serialises writers of one customer's deliveries (two imports at once).
CREATE TABLE customer_delivery_counts (
  customer_id uuid   PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
  deliveries  bigint NOT NULL DEFAULT 0 CHECK (deliveries >= 0)
);
