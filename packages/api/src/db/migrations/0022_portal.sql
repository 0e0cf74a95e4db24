-- The subscriber portal (docs/rules/portal.md): sign-in codes sent by WhatsApp (stored only as an
-- HMAC), the portal's own sessions (stored only as a hash), and two more throttle scopes: codes per
-- phone and per client address, counted in login_throttle like the login's and the checkout's.
ALTER TABLE login_throttle DROP CONSTRAINT login_throttle_scope_check;
ALTER TABLE login_throttle
  ADD CONSTRAINT login_throttle_scope_check
  CHECK (scope IN ('account', 'account_address', 'address', 'checkout_address', 'portal_phone',
                   'portal_address'));

-- One row per code asked for, whether or not the phone is a subscriber's (the same work on both
-- paths); only a phone's newest code signs in.
CREATE TABLE portal_codes (
  id         uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  phone      text        NOT NULL CONSTRAINT portal_codes_phone_check CHECK (phone ~ '^628[1-9][0-9]{6,11}$'),
  code_hash  text        NOT NULL CONSTRAINT portal_codes_code_hash_check CHECK (length(code_hash) = 64),
  attempts   integer     NOT NULL DEFAULT 0 CONSTRAINT portal_codes_attempts_check CHECK (attempts >= 0),
  expires_at timestamptz NOT NULL,
  used_at    timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX portal_codes_phone_created_at_idx ON portal_codes (phone, created_at);
CREATE INDEX portal_codes_expires_at_idx ON portal_codes (expires_at);

-- A signed-in phone: the cookie holds a random token, this table its SHA-256.
CREATE TABLE portal_sessions (
  id         uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash text        NOT NULL CONSTRAINT portal_sessions_token_hash_check CHECK (length(token_hash) = 64),
  phone      text        NOT NULL CONSTRAINT portal_sessions_phone_check CHECK (phone ~ '^628[1-9][0-9]{6,11}$'),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX portal_sessions_token_hash_key ON portal_sessions (token_hash);
CREATE INDEX portal_sessions_expires_at_idx ON portal_sessions (expires_at);
-- The vouchers a phone bought online: transactions keep the buyer's number in the 08… form.
CREATE INDEX transactions_customer_phone_idx ON transactions (customer_phone) WHERE customer_phone <> '';
