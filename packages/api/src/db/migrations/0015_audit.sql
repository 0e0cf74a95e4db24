-- The audit trail (DECISIONS.md §9, docs/rules/audit.md): one row per write through the API and per
-- sign-in, failed sign-in, sign-out and password change, written in the same transaction as the
-- write it describes (src/lib/audit-log.ts). Append-only: no route changes or deletes a row, and the
-- trigger below refuses UPDATE and DELETE from anyone, the app included.
CREATE TABLE audit (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  -- No foreign key: a row outlives the user it names (and a failed sign-in names nobody).
  actor_id uuid,
  actor_username text,
  address text,
  action text NOT NULL,
  resource text NOT NULL,
  resource_id text,
  summary text NOT NULL,
  before jsonb,
  after jsonb
);

-- The list's filters: newest first, by actor, resource or action, each within a date range.
CREATE INDEX audit_at_idx ON audit (at DESC, id DESC);
CREATE INDEX audit_actor_at_idx ON audit (lower(actor_username), at DESC);
CREATE INDEX audit_resource_at_idx ON audit (resource, at DESC);
CREATE INDEX audit_action_at_idx ON audit (action, at DESC);

CREATE FUNCTION audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit rows are append-only (% refused)', TG_OP;
END;
$$;

CREATE TRIGGER audit_append_only
  BEFORE UPDATE OR DELETE ON audit
  FOR EACH ROW EXECUTE FUNCTION audit_append_only();
