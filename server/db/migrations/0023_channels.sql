-- Sales channels of a tenant: their status (onSale, or offSale to pause buying) and front-end
-- attributes, and the channel each promotion sells through.
CREATE TABLE channels (
  tenant_code text NOT NULL REFERENCES tenants(code),
  channel_code text NOT NULL,
  channel_name text NOT NULL,
  status text NOT NULL CHECK (status IN ('onSale', 'offSale')),
  affiliation_name text,
  PRIMARY KEY (tenant_code, channel_code)
);

CREATE TABLE channel_attrs (
  tenant_code text NOT NULL,
  channel_code text NOT NULL,
  attr_key text NOT NULL,
  attr_value text NOT NULL,
  PRIMARY KEY (tenant_code, channel_code, attr_key),
  FOREIGN KEY (tenant_code, channel_code) REFERENCES channels(tenant_code, channel_code) ON DELETE CASCADE
);

CREATE TABLE promotion_channels (
  tenant_code text NOT NULL,
  promotion_id text NOT NULL,
  channel_code text NOT NULL,
  PRIMARY KEY (tenant_code, promotion_id),
  FOREIGN KEY (tenant_code, channel_code) REFERENCES channels(tenant_code, channel_code)
);
