-- Whether buyers may book a consultation, per tenant and channel definition ('' is the tenant's
-- default), within daily service hours read on the Shanghai clock.
CREATE TABLE reservation_settings (
  tenant_code text NOT NULL REFERENCES tenants(code),
  canal_define text NOT NULL DEFAULT '',
  enabled boolean NOT NULL,
  -- The booking page; {thirdOrderNo}, {thirdOrderNoType}, {canalDefine} and {tenant} are replaced,
  -- URL-encoded.
  url_template text NOT NULL,
  -- Service hours as minutes after midnight: open from start (inclusive) to end (exclusive).
  service_start_minute integer NOT NULL DEFAULT 0 CHECK (service_start_minute BETWEEN 0 AND 1440),
  service_end_minute integer NOT NULL DEFAULT 1440 CHECK (service_end_minute BETWEEN 0 AND 1440),
  PRIMARY KEY (tenant_code, canal_define),
  CHECK (service_start_minute < service_end_minute)
);
