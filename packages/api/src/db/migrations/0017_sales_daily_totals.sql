-- Sales reports read daily totals, never the raw rows (docs/rules/reports.md#how-it-is-counted): one
-- row per WIB day, router and source ('online': PAID transactions by paid_at; 'voucher': hotspot
-- sales by sold_at, except those of source 'online', which are counted as their PAID transaction).
-- Triggers keep it in the same transaction as every write to transactions and hotspot_sales,
-- whoever makes it (the payment callback, the monitor's round, the MikHmon import, a fix by hand),
-- so the totals equal the lists' sums to the rupiah at every commit.
CREATE TABLE sales_daily_totals (
  -- The day in Asia/Jakarta (WIB, UTC+7 all year).
  day        date   NOT NULL,
  router_id  uuid   NOT NULL REFERENCES routers (id) ON DELETE CASCADE,
  source     text   NOT NULL,
  count      bigint NOT NULL,
  amount     bigint NOT NULL,
  PRIMARY KEY (day, router_id, source),
  CONSTRAINT sales_daily_totals_source_check CHECK (source IN ('online', 'voucher'))
);

-- Adds a delta to one day's total: concurrent writers of one day wait for each other's row, so
-- none is lost (READ COMMITTED re-reads the row it waited for).
CREATE FUNCTION sales_daily_totals_add(p_day date, p_router uuid, p_source text, p_count bigint,
                                       p_amount bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_daily_totals AS t (day, router_id, source, count, amount)
  VALUES (p_day, p_router, p_source, p_count, p_amount)
  ON CONFLICT (day, router_id, source) DO UPDATE
    SET count = t.count + EXCLUDED.count, amount = t.amount + EXCLUDED.amount;
END;
$$;

-- Inserts and deletes: one statement-level trigger each, over the statement's rows at once (a bulk
-- insert of a million sales is one aggregate, not a million upserts). Keys in order, so two bulk
-- writers lock the days they share in the same order.
CREATE FUNCTION hotspot_sales_totals_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign int := CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  INSERT INTO sales_daily_totals AS t (day, router_id, source, count, amount)
  SELECT (sold_at AT TIME ZONE 'Asia/Jakarta')::date, router_id, 'voucher', sign * count(*),
         sign * sum(price)
    FROM changed_rows WHERE source <> 'online' GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (day, router_id, source) DO UPDATE
    SET count = t.count + EXCLUDED.count, amount = t.amount + EXCLUDED.amount;
  RETURN NULL;
END;
$$;

CREATE FUNCTION transactions_totals_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign int := CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  INSERT INTO sales_daily_totals AS t (day, router_id, source, count, amount)
  SELECT (paid_at AT TIME ZONE 'Asia/Jakarta')::date, router_id, 'online', sign * count(*),
         sign * sum(amount)
    FROM changed_rows WHERE status = 'PAID' AND paid_at IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (day, router_id, source) DO UPDATE
    SET count = t.count + EXCLUDED.count, amount = t.amount + EXCLUDED.amount;
  RETURN NULL;
END;
$$;

CREATE TRIGGER hotspot_sales_totals_insert AFTER INSERT ON hotspot_sales
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hotspot_sales_totals_rows();
CREATE TRIGGER hotspot_sales_totals_delete AFTER DELETE ON hotspot_sales
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hotspot_sales_totals_rows();
CREATE TRIGGER transactions_totals_insert AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION transactions_totals_rows();
CREATE TRIGGER transactions_totals_delete AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION transactions_totals_rows();

-- Updates: per row, and only when what counts changed (a payment becoming PAID or REFUND, a sale's
-- price or time), so the many other updates of a transaction (provisioning, voucher code) cost
-- nothing here. The old contribution out, the new one in.
CREATE FUNCTION hotspot_sales_totals_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.source <> 'online' THEN
    PERFORM sales_daily_totals_add((OLD.sold_at AT TIME ZONE 'Asia/Jakarta')::date, OLD.router_id,
                                   'voucher', -1, -OLD.price);
  END IF;
  IF NEW.source <> 'online' THEN
    PERFORM sales_daily_totals_add((NEW.sold_at AT TIME ZONE 'Asia/Jakarta')::date, NEW.router_id,
                                   'voucher', 1, NEW.price);
  END IF;
  RETURN NULL;
END;
$$;

CREATE FUNCTION transactions_totals_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'PAID' AND OLD.paid_at IS NOT NULL THEN
    PERFORM sales_daily_totals_add((OLD.paid_at AT TIME ZONE 'Asia/Jakarta')::date, OLD.router_id,
                                   'online', -1, -OLD.amount);
  END IF;
  IF NEW.status = 'PAID' AND NEW.paid_at IS NOT NULL THEN
    PERFORM sales_daily_totals_add((NEW.paid_at AT TIME ZONE 'Asia/Jakarta')::date, NEW.router_id,
                                   'online', 1, NEW.amount);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER hotspot_sales_totals_update
  AFTER UPDATE OF router_id, price, sold_at, source ON hotspot_sales FOR EACH ROW
  WHEN ((OLD.router_id, OLD.price, OLD.sold_at, OLD.source)
        IS DISTINCT FROM (NEW.router_id, NEW.price, NEW.sold_at, NEW.source))
  EXECUTE FUNCTION hotspot_sales_totals_update();
CREATE TRIGGER transactions_totals_update
  AFTER UPDATE OF router_id, status, amount, paid_at ON transactions FOR EACH ROW
  WHEN ((OLD.router_id, OLD.status, OLD.amount, OLD.paid_at)
        IS DISTINCT FROM (NEW.router_id, NEW.status, NEW.amount, NEW.paid_at))
  EXECUTE FUNCTION transactions_totals_update();

-- Emptying a table empties its source's totals.
CREATE FUNCTION sales_daily_totals_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sales_daily_totals WHERE source = TG_ARGV[0];
  RETURN NULL;
END;
$$;
CREATE TRIGGER hotspot_sales_totals_truncate AFTER TRUNCATE ON hotspot_sales
  FOR EACH STATEMENT EXECUTE FUNCTION sales_daily_totals_truncate('voucher');
CREATE TRIGGER transactions_totals_truncate AFTER TRUNCATE ON transactions
  FOR EACH STATEMENT EXECUTE FUNCTION sales_daily_totals_truncate('online');

-- What is there already.
INSERT INTO sales_daily_totals (day, router_id, source, count, amount)
SELECT (paid_at AT TIME ZONE 'Asia/Jakarta')::date, router_id, 'online', count(*), sum(amount)
  FROM transactions WHERE status = 'PAID' AND paid_at IS NOT NULL GROUP BY 1, 2
UNION ALL
SELECT (sold_at AT TIME ZONE 'Asia/Jakarta')::date, router_id, 'voucher', count(*), sum(price)
  FROM hotspot_sales WHERE source <> 'online' GROUP BY 1, 2;
