-- SMS verification codes, stored only as keyed hashes.
CREATE TABLE sms_codes (
  id bigserial PRIMARY KEY,
  tenant_code text NOT NULL REFERENCES tenants(code),
  phone text NOT NULL,
  business_type text NOT NULL,
  -- The order a payment code was sent for (businessType identityValidate).
  order_no text REFERENCES orders(order_no),
  code_hash text NOT NULL,
  ip text NOT NULL,
  -- The bank details a payment code was requested with; pay confirm uses them.
  payment jsonb,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  consumed_at timestamptz,
  voided_at timestamptz
);

CREATE INDEX sms_codes_phone ON sms_codes (tenant_code, phone, created_at);

CREATE INDEX sms_codes_ip ON sms_codes (tenant_code, ip, created_at);

-- What the default SMS provider "sends": read by the development outbox endpoint.
CREATE TABLE sms_outbox (
  id bigserial PRIMARY KEY,
  tenant_code text NOT NULL REFERENCES tenants(code),
  phone text NOT NULL,
  content text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE INDEX sms_outbox_phone ON sms_outbox (tenant_code, phone, id);
