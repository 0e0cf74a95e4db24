-- Invoices paid online and counted in the sales reports (docs/rules/billing.md#paying-online,
-- docs/rules/reports.md#how-it-is-counted).

-- A Tripay transaction that pays an invoice (the public pay page's checkout) rather than buying a
-- package: PAID settles the invoice instead of provisioning an account. One invoice may have
-- several checkouts (a channel changed, one expired); the invoice is settled once.
ALTER TABLE transactions
  ADD COLUMN invoice_id uuid CONSTRAINT transactions_invoice_id_fkey REFERENCES invoices (id) ON DELETE RESTRICT;
CREATE INDEX transactions_invoice_id_idx ON transactions (invoice_id) WHERE invoice_id IS NOT NULL;

-- The reports' third source: paid invoices by paid_at on the subscriber's router, whatever the
-- method. An invoice paid through Tripay is counted here once, never also as 'online'.
ALTER TABLE sales_daily_totals DROP CONSTRAINT sales_daily_totals_source_check;
ALTER TABLE sales_daily_totals ADD CONSTRAINT sales_daily_totals_source_check
  CHECK (source IN ('online', 'voucher', 'invoice'));

CREATE OR REPLACE FUNCTION transactions_totals_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign int := CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  INSERT INTO sales_daily_totals AS t (day, router_id, source, count, amount)
  SELECT (paid_at AT TIME ZONE 'Asia/Jakarta')::date, router_id, 'online', sign * count(*),
         sign * sum(amount)
    FROM changed_rows WHERE status = 'PAID' AND paid_at IS NOT NULL AND invoice_id IS NULL
   GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (day, router_id, source) DO UPDATE
    SET count = t.count + EXCLUDED.count, amount = t.amount + EXCLUDED.amount;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION transactions_totals_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'PAID' AND OLD.paid_at IS NOT NULL AND OLD.invoice_id IS NULL THEN
    PERFORM sales_daily_totals_add((OLD.paid_at AT TIME ZONE 'Asia/Jakarta')::date, OLD.router_id,
                                   'online', -1, -OLD.amount);
  END IF;
  IF NEW.status = 'PAID' AND NEW.paid_at IS NOT NULL AND NEW.invoice_id IS NULL THEN
    PERFORM sales_daily_totals_add((NEW.paid_at AT TIME ZONE 'Asia/Jakarta')::date, NEW.router_id,
                                   'online', 1, NEW.amount);
  END IF;
  RETURN NULL;
END;
$$;

-- Invoices are few (one per subscriber and month): a row trigger each way. The router is the
-- subscriber's (it never changes).
CREATE FUNCTION invoices_totals_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    IF OLD.status = 'paid' THEN
      PERFORM sales_daily_totals_add((OLD.paid_at AT TIME ZONE 'Asia/Jakarta')::date,
                                     (SELECT router_id FROM subscribers WHERE id = OLD.subscriber_id),
                                     'invoice', -1, -OLD.paid_amount);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF NEW.status = 'paid' THEN
      PERFORM sales_daily_totals_add((NEW.paid_at AT TIME ZONE 'Asia/Jakarta')::date,
                                     (SELECT router_id FROM subscribers WHERE id = NEW.subscriber_id),
                                     'invoice', 1, NEW.paid_amount);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER invoices_totals_insert_delete AFTER INSERT OR DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION invoices_totals_row();
CREATE TRIGGER invoices_totals_update
  AFTER UPDATE OF status, paid_at, paid_amount ON invoices FOR EACH ROW
  WHEN ((OLD.status, OLD.paid_at, OLD.paid_amount)
        IS DISTINCT FROM (NEW.status, NEW.paid_at, NEW.paid_amount))
  EXECUTE FUNCTION invoices_totals_row();
CREATE TRIGGER invoices_totals_truncate AFTER TRUNCATE ON invoices
  FOR EACH STATEMENT EXECUTE FUNCTION sales_daily_totals_truncate('invoice');

-- What is there already.
INSERT INTO sales_daily_totals AS t (day, router_id, source, count, amount)
SELECT (i.paid_at AT TIME ZONE 'Asia/Jakarta')::date, s.router_id, 'invoice', count(*), sum(i.paid_amount)
  FROM invoices i JOIN subscribers s ON s.id = i.subscriber_id
 WHERE i.status = 'paid' GROUP BY 1, 2
ON CONFLICT (day, router_id, source) DO UPDATE
  SET count = t.count + EXCLUDED.count, amount = t.amount + EXCLUDED.amount;
