-- Benefit illustrations: the columns a product's benefit table shows, and the cash values by policy
-- year as a share (basis points) of the premiums paid so far.

CREATE TABLE benefit_columns (
  tenant_code text NOT NULL REFERENCES tenants(code),
  product_id text NOT NULL,
  column_code text NOT NULL CHECK (column_code IN ('annualPremium', 'cumulativePremium', 'deathBenefit', 'cashValue')),
  title text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_code, product_id, column_code),
  FOREIGN KEY (tenant_code, product_id) REFERENCES products (tenant_code, product_id)
);

CREATE TABLE cash_value_rates (
  tenant_code text NOT NULL REFERENCES tenants(code),
  product_id text NOT NULL,
  insurance_period text NOT NULL,
  payment_period text NOT NULL,
  policy_year smallint NOT NULL CHECK (policy_year >= 1),
  rate_bp integer NOT NULL CHECK (rate_bp >= 0),
  PRIMARY KEY (tenant_code, product_id, insurance_period, payment_period, policy_year),
  FOREIGN KEY (tenant_code, product_id) REFERENCES products (tenant_code, product_id)
);
