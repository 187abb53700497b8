-- Buyer links (the spec's "POST {token}"): an opaque token that hands one order on to another browser
-- or device, e.g. from a QR code or an SMS. The token is 256 random bits; only its SHA-256 is stored,
-- so a copy of this table opens nothing. A link belongs to one tenant's order, lasts BUYER_LINK_TTL_MS
-- and is swept with the other expired rows.
CREATE TABLE buyer_links (
  token_hash text PRIMARY KEY,
  tenant_code text NOT NULL REFERENCES tenants(code),
  order_no text NOT NULL REFERENCES orders(order_no) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  opened_count integer NOT NULL DEFAULT 0
);

CREATE INDEX buyer_links_by_expiry ON buyer_links (expires_at);
