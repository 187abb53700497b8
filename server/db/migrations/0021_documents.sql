-- Documents opened from clause, file and information lists (clause texts, notices, policies).
CREATE TABLE documents (
  tenant_code text NOT NULL REFERENCES tenants(code),
  id text NOT NULL,
  type text NOT NULL CHECK (type IN ('file', 'url', 'other')),
  name text NOT NULL,
  -- file: the file's address; url: the web address; other: HTML.
  content text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_code, id)
);
