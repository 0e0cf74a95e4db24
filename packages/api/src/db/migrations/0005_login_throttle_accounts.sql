-- Login throttle by account (issue 12, docs/rules/security.md): failures are counted per account
-- (the user the lookup resolves, or the lower-cased unknown name), per (account, client address)
-- and per client address. The old per-username counters are dropped: they were keyed by a
-- JavaScript lower-casing that a Unicode spelling of the name escaped.
DELETE FROM login_throttle;
ALTER TABLE login_throttle DROP CONSTRAINT login_throttle_scope_check;
ALTER TABLE login_throttle
  ADD CONSTRAINT login_throttle_scope_check CHECK (scope IN ('account', 'account_address', 'address'));
