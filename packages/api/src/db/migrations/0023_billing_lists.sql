-- The billing lists (docs/rules/billing.md#subscribers): each subscriber row of the list shows what
-- it owes (its unpaid invoices' count, sum, oldest due date, overdue or not). One range of this
-- index per subscriber answers all four, and the list sorted by the unpaid amount reads it for
-- every subscriber, instead of each subscriber's invoices of every period.
CREATE INDEX invoices_unpaid_subscriber_idx ON invoices (subscriber_id, due_date)
  WHERE status = 'unpaid';
