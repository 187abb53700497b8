-- The editor's asset library: images of a tenant's templates, served publicly at /media/<id>.<ext>.
-- The id is the SHA-256 of the bytes (for an SVG found inline in an older template, of that SVG, which
-- is stored rasterised as a PNG), so the same image uploaded twice is one asset. Kept in the database
-- like uploaded_images, so that every instance serves them without shared disk.
CREATE TABLE media_assets (
  tenant_code text NOT NULL REFERENCES tenants(code),
  id text NOT NULL CHECK (id ~ '^[0-9a-f]{64}$'),
  mime_type text NOT NULL CHECK (mime_type IN ('image/png', 'image/jpeg', 'image/gif', 'image/webp')),
  byte_size integer NOT NULL CHECK (byte_size > 0),
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  name text NOT NULL DEFAULT '',
  content bytea NOT NULL,
  -- A WebP at most 240 pixels on its longer side, for the library's grid.
  thumbnail bytea NOT NULL,
  origin text NOT NULL CHECK (origin IN ('upload', 'template')),
  created_by_id text,
  created_by_name text,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_code, id)
);

CREATE INDEX media_assets_newest ON media_assets (tenant_code, created_at DESC, id);

-- The public address names no tenant: the bytes are the same whoever holds them.
CREATE INDEX media_assets_by_id ON media_assets (id);
