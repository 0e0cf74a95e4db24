-- Indexes that keep the delivery list fast for one customer with a million rows (issue 3).
--
-- Sorting: one b-tree per sortable column, customer first and id last, the list's exact ORDER BY
-- (text case-insensitively through lower(), ties by id). Read forwards for one direction and
-- backwards for the other, each serves the first page and (through the reversed query of
-- src/repositories/deliveries.ts) the last page of its sort by reading a handful of entries.
CREATE INDEX deliveries_slip_number_idx      ON deliveries (customer_id, lower(slip_number), id);
CREATE INDEX deliveries_seq_prod_idx         ON deliveries (customer_id, lower(seq_prod), id);
CREATE INDEX deliveries_order_no_idx         ON deliveries (customer_id, lower(order_no), id);
CREATE INDEX deliveries_part_number_idx      ON deliveries (customer_id, lower(part_number), id);
CREATE INDEX deliveries_part_name_idx        ON deliveries (customer_id, lower(part_name), id);
CREATE INDEX deliveries_color_code_idx       ON deliveries (customer_id, lower(color_code), id);
CREATE INDEX deliveries_kd_lot_no_idx        ON deliveries (customer_id, lower(kd_lot_no), id);
CREATE INDEX deliveries_qty_idx              ON deliveries (customer_id, qty, id);
-- Also the date-range filter (startDate/endDate) and its count, read from the index alone.
CREATE INDEX deliveries_date_idx             ON deliveries (customer_id, date, id);
CREATE INDEX deliveries_time_idx             ON deliveries (customer_id, time, id);
CREATE INDEX deliveries_adjust_date_idx      ON deliveries (customer_id, adjust_date, id);
CREATE INDEX deliveries_adjust_time_idx      ON deliveries (customer_id, adjust_time, id);
CREATE INDEX deliveries_remarks_bawah_idx    ON deliveries (customer_id, lower(remarks_bawah), id);
CREATE INDEX deliveries_barcode_hpm_idx      ON deliveries (customer_id, lower(barcode_hpm), id);
CREATE INDEX deliveries_barcode_kasai_idx    ON deliveries (customer_id, lower(barcode_kasai), id);
CREATE INDEX deliveries_scan_lt1_by_name_idx ON deliveries (customer_id, lower(scan_lt1_by_name), id);
CREATE INDEX deliveries_scan_lt1_at_idx      ON deliveries (customer_id, scan_lt1_at, id);
CREATE INDEX deliveries_scan_lt2_by_name_idx ON deliveries (customer_id, lower(scan_lt2_by_name), id);
CREATE INDEX deliveries_scan_lt2_at_idx      ON deliveries (customer_id, scan_lt2_at, id);
CREATE INDEX deliveries_updated_by_idx       ON deliveries (customer_id, lower(updated_by), id);
CREATE INDEX deliveries_created_at_idx       ON deliveries (customer_id, created_at, id);
CREATE INDEX deliveries_updated_at_idx       ON deliveries (customer_id, updated_at, id);
CREATE INDEX deliveries_status_idx           ON deliveries (customer_id, status, id);

-- Search: a case-insensitive substring (ILIKE '%…%') over the twelve visible text columns, joined
-- by U+001F (a character no one types, so a match never spans two columns). One trigram GIN index
-- over the joined text serves it in a single index scan; btree_gin puts customer_id in the same
-- index, so a customer's matches are found without visiting other customers' rows. The expression
-- must stay identical to DELIVERY_SEARCH_TEXT in src/repositories/deliveries.ts, or the planner
-- cannot use the index (test/deliveries-list.test.ts checks that it does).
CREATE EXTENSION IF NOT EXISTS btree_gin;
CREATE INDEX deliveries_search_idx ON deliveries USING gin (
  customer_id,
  (slip_number || E'\x1f' || seq_prod || E'\x1f' || coalesce(order_no, '') || E'\x1f' || part_number
    || E'\x1f' || coalesce(part_name, '') || E'\x1f' || coalesce(color_code, '') || E'\x1f' || coalesce(kd_lot_no, '')
    || E'\x1f' || coalesce(remarks_bawah, '') || E'\x1f' || coalesce(barcode_hpm, '') || E'\x1f' || coalesce(barcode_kasai, '')
    || E'\x1f' || coalesce(scan_lt1_by_name, '') || E'\x1f' || coalesce(scan_lt2_by_name, '')) gin_trgm_ops
);
