-- Editor accounts. A user belongs to one tenant, or to none as a platform admin who chooses a tenant
-- per session. Roles say what the user may do in the editor; several may be held at once.
CREATE TABLE editor_users (
  user_id text PRIMARY KEY,
  username text NOT NULL UNIQUE CHECK (username ~ '^[a-z0-9][a-z0-9._-]{2,39}$'),
  display_name text NOT NULL DEFAULT '',
  tenant_code text REFERENCES tenants(code),
  roles text[] NOT NULL CHECK (cardinality(roles) >= 1 AND roles <@ ARRAY['operator', 'publisher', 'qa', 'admin', 'compliance']::text[]),
  -- argon2id, in the PHC string format (algorithm, parameters and salt travel with the hash).
  password_hash text NOT NULL,
  disabled_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE INDEX editor_users_by_tenant ON editor_users (tenant_code, username);

-- Server-side sessions behind the editor's cookie. The cookie carries a signed random id; only its
-- SHA-256 is stored, so a copy of this table opens no session. A row expires after 8 h without use
-- (last_seen_at) and 7 days after sign-in (expires_at), and is deleted on sign-out or revocation.
CREATE TABLE editor_sessions (
  id_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES editor_users(user_id),
  -- The tenant a platform admin chose; a tenant's own user always acts for its tenant.
  tenant_code text REFERENCES tenants(code),
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  ip text NOT NULL DEFAULT '',
  user_agent text NOT NULL DEFAULT ''
);

CREATE INDEX editor_sessions_by_user ON editor_sessions (user_id);

-- Failed sign-ins counted per account and per address: 5 failures within the window lock the key.
CREATE TABLE sign_in_failures (
  scope text NOT NULL CHECK (scope IN ('account', 'address')),
  key text NOT NULL,
  failures integer NOT NULL,
  window_started_at timestamptz NOT NULL,
  locked_until timestamptz,
  PRIMARY KEY (scope, key)
);

-- Request counters of rate-limited routes, shared by every instance of the server.
CREATE TABLE rate_limit_hits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  window_started_at timestamptz NOT NULL
);

-- Who did what, when and from where: sign-ins (and failures), publishes, rollbacks, verdicts and user
-- changes. Append-only.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  tenant_code text,
  actor_user_id text,
  actor_username text NOT NULL,
  action text NOT NULL,
  target text NOT NULL DEFAULT '',
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  ip text NOT NULL DEFAULT '',
  at timestamptz NOT NULL
);

CREATE INDEX audit_log_by_tenant ON audit_log (tenant_code, at DESC);

CREATE RULE audit_log_no_update AS ON UPDATE TO audit_log DO INSTEAD NOTHING;

CREATE RULE audit_log_no_delete AS ON DELETE TO audit_log DO INSTEAD NOTHING;

-- Four-eyes publishing: the last editor of a draft may not publish it. On unless a tenant turns it off.
ALTER TABLE tenants ADD COLUMN four_eyes boolean NOT NULL DEFAULT true;

-- Who last edited a draft, and when; null for drafts written by the seed or before accounts existed.
ALTER TABLE templates ADD COLUMN draft_editor_id text REFERENCES editor_users(user_id);

ALTER TABLE templates ADD COLUMN draft_editor_name text;

-- Every version records the author of its content and its publisher, and the draft revision it came from.
ALTER TABLE template_versions ADD COLUMN author_id text;

ALTER TABLE template_versions ADD COLUMN author_name text;

ALTER TABLE template_versions ADD COLUMN authored_at timestamptz;

ALTER TABLE template_versions ADD COLUMN published_by_id text;

ALTER TABLE template_versions ADD COLUMN published_by_name text;

ALTER TABLE template_versions ADD COLUMN draft_revision integer;

-- A QA verdict on a draft revision: pass or fail, with a note.
CREATE TABLE template_verdicts (
  id bigserial PRIMARY KEY,
  tenant_code text NOT NULL,
  template_id text NOT NULL,
  revision integer NOT NULL CHECK (revision >= 1),
  verdict text NOT NULL CHECK (verdict IN ('pass', 'fail')),
  note text NOT NULL DEFAULT '',
  user_id text NOT NULL REFERENCES editor_users(user_id),
  username text NOT NULL,
  at timestamptz NOT NULL,
  FOREIGN KEY (tenant_code, template_id) REFERENCES templates (tenant_code, template_id)
);

CREATE INDEX template_verdicts_by_template ON template_verdicts (tenant_code, template_id, at DESC);
