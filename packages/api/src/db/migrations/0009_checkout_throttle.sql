-- The public checkout's per-address limit counts in login_throttle (scope 'checkout_address', a
-- one-minute window) instead of each instance's memory, so every API instance shares it
-- (ARCHITECTURE.md: rate-limit counters live in PostgreSQL).
ALTER TABLE login_throttle DROP CONSTRAINT login_throttle_scope_check;
ALTER TABLE login_throttle
  ADD CONSTRAINT login_throttle_scope_check
  CHECK (scope IN ('account', 'account_address', 'address', 'checkout_address'));
