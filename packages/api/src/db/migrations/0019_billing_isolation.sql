-- Isolation and restoration of subscribers on their routers (docs/rules/billing.md#isolation): a
-- change decided but not yet done on the router waits here, with the router's last refusal, and is
-- retried by the billing job until the router takes it; then status, audit row and billing event
-- are written together and the change is cleared, once.
ALTER TABLE subscribers
  ADD COLUMN router_change        text
    CONSTRAINT subscribers_router_change_check CHECK (router_change IN ('isolate', 'restore', 'terminate')),
  -- Who asked for it: an admin's username, or null for the billing job.
  ADD COLUMN router_change_by     text,
  ADD COLUMN router_change_since  timestamptz,
  -- Why the router has not taken it yet (its diagnosis), null before the first attempt.
  ADD COLUMN router_change_reason text
    CONSTRAINT subscribers_router_change_reason_check CHECK (length(router_change_reason) <= 500),
  -- Isolated by an admin: the job does not restore it when its invoices are paid (an admin does).
  ADD COLUMN isolated_manually    boolean NOT NULL DEFAULT false,
  -- Restored by an admin: invoices due on or before this day no longer isolate it.
  ADD COLUMN isolation_exempt_through date;
CREATE INDEX subscribers_router_change_idx ON subscribers (router_id) WHERE router_change IS NOT NULL;
