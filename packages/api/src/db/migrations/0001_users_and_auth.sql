-- Staff users, refresh tokens and login throttle counters.
-- created_by / updated_by hold the acting user's USERNAME at the time of the write (not an id):
-- an audit mark that stays readable after that user is renamed or deleted.

CREATE TABLE users (
  id            uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  username      text        NOT NULL CHECK (length(username) BETWEEN 1 AND 100),
  password_hash text        NOT NULL,
  full_name     text        NOT NULL,
  nik           text,
  email         text,
  role          text        NOT NULL DEFAULT 'user' CHECK (role IN ('admin', 'user')),
  status        text        NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  created_by    text,
  updated_by    text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);

-- Usernames are unique whatever their case: "Admin" and "admin" are one account.
CREATE UNIQUE INDEX users_username_lower_key ON users (lower(username));
CREATE INDEX users_created_at_idx ON users (created_at);

-- Refresh tokens are stored as SHA-256 of the token, never the token itself. A login starts a
-- family; each rotation spends the presented token and adds one to the family. Presenting a spent
-- token revokes the whole family.
CREATE TABLE refresh_tokens (
  id          uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id     uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  family_id   uuid        NOT NULL,
  token_hash  text        NOT NULL,
  expires_at  timestamptz NOT NULL,
  spent_at    timestamptz,
  revoked_at  timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX refresh_tokens_token_hash_key ON refresh_tokens (token_hash);
CREATE INDEX refresh_tokens_family_id_idx ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_user_id_idx ON refresh_tokens (user_id);
CREATE INDEX refresh_tokens_expires_at_idx ON refresh_tokens (expires_at);

-- Failed-login counters, per username (lower-cased) and per client address, in fixed windows.
-- Kept in the database so that every API instance sees the same counts.
CREATE TABLE login_throttle (
  scope        text        NOT NULL CHECK (scope IN ('username', 'address')),
  key          text        NOT NULL,
  attempts     integer     NOT NULL DEFAULT 0,
  window_start timestamptz NOT NULL,
  PRIMARY KEY (scope, key)
);

CREATE INDEX login_throttle_window_start_idx ON login_throttle (window_start);
