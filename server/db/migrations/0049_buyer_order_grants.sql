-- Which buyer may name which order by its plain number. The plain order number (creation second and
-- 6 random digits) is guessable, so it opens an order only for the buyer who created it or opened it
-- by its unguessable token (encryptOrderNo); anyone else needs the token. A buyer is the random id in
-- a signed cookie; only its SHA-256 is stored, so a copy of this table names no cookie. A grant lasts
-- 30 days from when it was made or last renewed, and older ones are swept.
CREATE TABLE buyer_order_grants (
  buyer_hash text NOT NULL,
  tenant_code text NOT NULL REFERENCES tenants(code),
  order_no text NOT NULL REFERENCES orders(order_no) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (buyer_hash, tenant_code, order_no)
);

CREATE INDEX buyer_order_grants_by_age ON buyer_order_grants (created_at);
