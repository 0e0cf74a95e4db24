-- Online payments (docs/rules/payments.md): every Tripay callback kept with its verdict, and what a
-- transaction needs for exactly-once provisioning (the PPP secret's id on the router, a flag for a
-- callback that was refused though correctly signed).

ALTER TABLE transactions
  ADD COLUMN ppp_secret_id text,
  -- Set when a correctly signed callback was refused (a PAID with another amount): for a person.
  ADD COLUMN flag          text;
CREATE INDEX transactions_router_ppp_username_idx ON transactions (router_id, ppp_username)
  WHERE ppp_username IS NOT NULL;

-- Every callback received, forged ones included: the raw body as received, the headers that matter
-- and what was decided. Rows are never updated.
CREATE TABLE payment_callbacks (
  id              bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- As the body named it (not trusted unless the verdict says the signature was good).
  merchant_ref    text,
  transaction_id  uuid        REFERENCES transactions (id) ON DELETE CASCADE,
  event           text,
  signature       text,
  status          text,
  total_amount    bigint,
  raw_body        text        NOT NULL,
  remote_address  text,
  verdict         text        NOT NULL CONSTRAINT payment_callbacks_verdict_check CHECK (verdict IN (
                    'applied', 'repeat', 'ignored', 'amount-mismatch',
                    'bad-signature', 'bad-event', 'unknown-ref', 'malformed')),
  detail          text,
  received_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_callbacks_transaction_idx ON payment_callbacks (transaction_id, received_at);
