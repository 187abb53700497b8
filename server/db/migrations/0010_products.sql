-- Products: goods, their plans, packages, main and additional products, liabilities, collocations,
-- visibility rules, premium factors and their linkage, and the rate tables premiums are computed from.
-- Money is integer fen; every row belongs to a tenant and is read with it.

CREATE TABLE goods (
  tenant_code text NOT NULL REFERENCES tenants(code),
  goods_id text NOT NULL,
  goods_name text NOT NULL,
  insurance_category text NOT NULL CHECK (insurance_category IN ('lifeInsurance', 'healthInsurance', 'propertyInsurance')),
  company_name text NOT NULL,
  -- Occupation categories (1-7) the goods accepts; the occupation limit check reads it.
  allowed_occupation_categories smallint[] NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_code, goods_id)
);

CREATE TABLE plans (
  tenant_code text NOT NULL REFERENCES tenants(code),
  plan_id text NOT NULL,
  goods_id text NOT NULL,
  plan_name text NOT NULL,
  sales_name text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  min_insured_count integer NOT NULL DEFAULT 1 CHECK (min_insured_count >= 1),
  max_insured_count integer NOT NULL DEFAULT 1,
  -- Insured age limits as the spec writes them ('30-D', '65-Y'), judged on the insurance start date.
  insured_age_begin text NOT NULL,
  insured_age_end text NOT NULL,
  payment_frequencies text[] NOT NULL,
  default_payment_frequency text NOT NULL CHECK (default_payment_frequency IN ('month', 'year')),
  -- Monthly plans may charge a promotional first month per insured (capped at the regular instalment).
  first_month_premium bigint CHECK (first_month_premium >= 0),
  service_list jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_code, plan_id),
  FOREIGN KEY (tenant_code, goods_id) REFERENCES goods (tenant_code, goods_id),
  CHECK (max_insured_count >= min_insured_count)
);

CREATE INDEX plans_by_goods ON plans (tenant_code, goods_id, sort_order);

CREATE TABLE plan_packages (
  tenant_code text NOT NULL REFERENCES tenants(code),
  product_package_id text NOT NULL,
  plan_id text NOT NULL,
  product_package_code text NOT NULL,
  product_package_name text NOT NULL,
  package_code text,
  package_name text,
  sort_order integer NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_code, product_package_id),
  FOREIGN KEY (tenant_code, plan_id) REFERENCES plans (tenant_code, plan_id)
);

CREATE INDEX plan_packages_by_plan ON plan_packages (tenant_code, plan_id, sort_order);

-- A rate table prices one product or liability: 'flat' rows hold the premium itself, 'perUnit' rows
-- the premium per unit_amount of sum insured. factor_codes name the dynamic factors (e.g.
-- socialSecurity) whose values, joined with '|', make a row's factor_key.
CREATE TABLE rate_tables (
  tenant_code text NOT NULL REFERENCES tenants(code),
  rate_table_code text NOT NULL,
  rate_table_name text NOT NULL,
  basis text NOT NULL CHECK (basis IN ('flat', 'perUnit')),
  unit_amount bigint CHECK (unit_amount > 0),
  factor_codes text[] NOT NULL DEFAULT '{}',
  PRIMARY KEY (tenant_code, rate_table_code),
  CHECK (basis = 'flat' OR unit_amount IS NOT NULL)
);

-- One rate: an age band (whole years, inclusive) and the factor values it applies to; '*' (and sum
-- insured 0, factor key '') match any value. The most specific matching row wins.
CREATE TABLE rate_table_rows (
  tenant_code text NOT NULL REFERENCES tenants(code),
  rate_table_code text NOT NULL,
  age_min smallint NOT NULL CHECK (age_min >= 0),
  age_max smallint NOT NULL,
  gender text NOT NULL CHECK (gender IN ('M', 'F', '*')),
  insurance_period text NOT NULL,
  payment_period text NOT NULL,
  payment_frequency text NOT NULL CHECK (payment_frequency IN ('year', 'month', '*')),
  sum_insured bigint NOT NULL DEFAULT 0 CHECK (sum_insured >= 0),
  factor_key text NOT NULL DEFAULT '',
  rate bigint NOT NULL CHECK (rate >= 0),
  PRIMARY KEY (tenant_code, rate_table_code, gender, insurance_period, payment_period, payment_frequency, sum_insured, factor_key, age_min),
  FOREIGN KEY (tenant_code, rate_table_code) REFERENCES rate_tables (tenant_code, rate_table_code),
  CHECK (age_max >= age_min)
);

CREATE TABLE products (
  tenant_code text NOT NULL REFERENCES tenants(code),
  product_id text NOT NULL,
  product_package_id text NOT NULL,
  product_code text NOT NULL,
  product_name text NOT NULL,
  -- 1 main, 2 additional (rider).
  product_type smallint NOT NULL CHECK (product_type IN (1, 2)),
  is_optional smallint NOT NULL DEFAULT 0 CHECK (is_optional IN (0, 1)),
  sort_order integer NOT NULL DEFAULT 0,
  sum_insured_type text NOT NULL CHECK (sum_insured_type IN ('copies', 'enum', 'fixed')),
  sum_insured_format_type text NOT NULL DEFAULT 'yuan',
  fixed_sum_insured bigint CHECK (fixed_sum_insured >= 0),
  copies_each_value bigint CHECK (copies_each_value > 0),
  copies_min integer CHECK (copies_min >= 1),
  copies_max integer CHECK (copies_max >= 1),
  -- bySumInsured: one product rate table on the product's sum insured; byLiability: the sum of the
  -- chosen liabilities' rate tables.
  premium_calculate_type text NOT NULL CHECK (premium_calculate_type IN ('bySumInsured', 'byLiability')),
  premium_type text NOT NULL DEFAULT 'regular',
  rate_table_code text,
  extra_info jsonb NOT NULL DEFAULT '{}',
  PRIMARY KEY (tenant_code, product_id),
  FOREIGN KEY (tenant_code, product_package_id) REFERENCES plan_packages (tenant_code, product_package_id),
  FOREIGN KEY (tenant_code, rate_table_code) REFERENCES rate_tables (tenant_code, rate_table_code),
  CHECK (sum_insured_type <> 'copies' OR copies_each_value IS NOT NULL),
  CHECK (premium_calculate_type <> 'bySumInsured' OR rate_table_code IS NOT NULL)
);

CREATE INDEX products_by_package ON products (tenant_code, product_package_id, sort_order);

CREATE TABLE liabilities (
  tenant_code text NOT NULL REFERENCES tenants(code),
  product_id text NOT NULL,
  liability_code text NOT NULL,
  liability_name text NOT NULL,
  liability_alias text,
  is_optional smallint NOT NULL DEFAULT 0 CHECK (is_optional IN (0, 1)),
  remark text,
  simple_remark text,
  sum_insured_value_str text,
  sum_insured_sub_type text NOT NULL CHECK (sum_insured_sub_type IN ('fixed', 'enum', 'step', 'input')),
  fixed_sum_insured bigint CHECK (fixed_sum_insured >= 0),
  -- [{label, value, remark?}] for 'enum'.
  enum_sum_insured jsonb,
  step_min bigint,
  step_max bigint,
  step_value bigint CHECK (step_value > 0),
  input_min bigint,
  input_max bigint,
  rate_table_code text,
  sort_order integer NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_code, product_id, liability_code),
  FOREIGN KEY (tenant_code, product_id) REFERENCES products (tenant_code, product_id),
  FOREIGN KEY (tenant_code, rate_table_code) REFERENCES rate_tables (tenant_code, rate_table_code),
  CHECK (sum_insured_sub_type <> 'fixed' OR fixed_sum_insured IS NOT NULL),
  CHECK (sum_insured_sub_type <> 'enum' OR enum_sum_insured IS NOT NULL),
  CHECK (sum_insured_sub_type <> 'step' OR (step_min IS NOT NULL AND step_max >= step_min AND step_value IS NOT NULL)),
  CHECK (sum_insured_sub_type <> 'input' OR (input_min IS NOT NULL AND input_max >= input_min))
);

-- Collocation rows cross products, so they belong to the plan.
CREATE TABLE liability_collocations (
  tenant_code text NOT NULL REFERENCES tenants(code),
  plan_id text NOT NULL,
  product_id text NOT NULL,
  liability_code text NOT NULL,
  collocation_product_id text NOT NULL,
  collocation_liability_code text NOT NULL,
  collocation_type smallint NOT NULL CHECK (collocation_type BETWEEN 1 AND 4),
  PRIMARY KEY (tenant_code, plan_id, product_id, liability_code, collocation_product_id, collocation_liability_code),
  FOREIGN KEY (tenant_code, plan_id) REFERENCES plans (tenant_code, plan_id),
  FOREIGN KEY (tenant_code, product_id, liability_code) REFERENCES liabilities (tenant_code, product_id, liability_code),
  FOREIGN KEY (tenant_code, collocation_product_id, collocation_liability_code) REFERENCES liabilities (tenant_code, product_id, liability_code)
);

-- A product's visibility rule (schema/entities/collocation-rule.ts).
CREATE TABLE product_collocation_rules (
  tenant_code text NOT NULL REFERENCES tenants(code),
  product_id text NOT NULL,
  effect text NOT NULL CHECK (effect IN ('require', 'exclude')),
  combinator text NOT NULL CHECK (combinator IN ('and', 'or')),
  conditions jsonb NOT NULL,
  PRIMARY KEY (tenant_code, product_id),
  FOREIGN KEY (tenant_code, product_id) REFERENCES products (tenant_code, product_id)
);

-- The premium factors a plan offers (insurance period, payment period, dynamic factors such as
-- social security): their choices [{value, label}] and default.
CREATE TABLE plan_factors (
  tenant_code text NOT NULL REFERENCES tenants(code),
  plan_id text NOT NULL,
  factor_code text NOT NULL,
  factor_name text NOT NULL,
  options jsonb NOT NULL,
  default_value text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_code, plan_id, factor_code),
  FOREIGN KEY (tenant_code, plan_id) REFERENCES plans (tenant_code, plan_id)
);

-- Factor linkage: when trigger_code takes trigger_value, target_code may only take these options.
CREATE TABLE plan_factor_links (
  tenant_code text NOT NULL REFERENCES tenants(code),
  plan_id text NOT NULL,
  trigger_code text NOT NULL,
  trigger_value text NOT NULL,
  target_code text NOT NULL,
  options jsonb NOT NULL,
  default_value text NOT NULL,
  PRIMARY KEY (tenant_code, plan_id, trigger_code, trigger_value, target_code),
  FOREIGN KEY (tenant_code, plan_id, trigger_code) REFERENCES plan_factors (tenant_code, plan_id, factor_code),
  FOREIGN KEY (tenant_code, plan_id, target_code) REFERENCES plan_factors (tenant_code, plan_id, factor_code)
);
