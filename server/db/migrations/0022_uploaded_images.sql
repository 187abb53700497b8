-- Images buyers upload (certificate photos, photos, signatures), kept in the database so that every
-- instance serves them without shared disk. The id is random and unguessable.
CREATE TABLE uploaded_images (
  tenant_code text NOT NULL REFERENCES tenants(code),
  id text NOT NULL,
  mime_type text NOT NULL CHECK (mime_type IN ('image/jpeg', 'image/png', 'image/webp')),
  byte_size integer NOT NULL CHECK (byte_size > 0 AND byte_size <= 10485760),
  file_name text,
  content bytea NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_code, id)
);
