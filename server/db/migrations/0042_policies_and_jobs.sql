-- Policies issued for paid orders: one per insured person.
CREATE TABLE policies (
  policy_no text PRIMARY KEY,
  tenant_code text NOT NULL REFERENCES tenants(code),
  order_no text NOT NULL REFERENCES orders(order_no),
  insured_index integer NOT NULL,
  product_name text,
  plan_name text,
  holder_name text,
  insured_name text,
  premium bigint,
  sum_insured bigint,
  insurance_start_date timestamptz,
  insurance_end_date timestamptz,
  issued_at timestamptz NOT NULL,
  UNIQUE (order_no, insured_index)
);

-- Background work stored in the database, so it survives a restart: issuing the policies of a paid order.
CREATE TABLE order_jobs (
  id bigserial PRIMARY KEY,
  tenant_code text NOT NULL REFERENCES tenants(code),
  order_no text NOT NULL REFERENCES orders(order_no),
  kind text NOT NULL,
  state text NOT NULL CHECK (state IN ('pending', 'done', 'dead')),
  run_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (order_no, kind)
);

CREATE INDEX order_jobs_due ON order_jobs (state, run_at);
