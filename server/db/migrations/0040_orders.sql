-- Orders of the buyer app. The order as the app sent it is kept whole in `payload`; the columns hold
-- what the server decides (status, prices) and what it looks orders up by.
CREATE TABLE orders (
  order_no text PRIMARY KEY,
  tenant_code text NOT NULL REFERENCES tenants(code),
  -- Random id behind the opaque encryptOrderNo token; reveals nothing about the order.
  token_id text NOT NULL UNIQUE,
  status text NOT NULL CHECK (status IN ('draft', 'submitted', 'paying', 'processing', 'success', 'failed')),
  plan_id text NOT NULL,
  goods_id text,
  promotion_id text,
  -- 'h5' for orders of the buyer app, 'WECHAT' (the payment source) for simulated orders.
  data_source text NOT NULL,
  is_mock boolean NOT NULL DEFAULT false,
  -- The submit idempotency key (Idempotency-Key header) that created the order, if any.
  idempotency_key text,
  payload jsonb NOT NULL,
  pay_type integer,
  initial_premium bigint,
  next_premium bigint,
  total_premium bigint,
  total_sum_insured bigint,
  -- Each insured's priced entry as the premium calculation returned it.
  priced_insured_list jsonb,
  -- The reply of the first successful submit, returned unchanged to every repeat.
  submit_reply jsonb,
  fail_reason text,
  submitted_at timestamptz,
  paid_at timestamptz,
  finished_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE UNIQUE INDEX orders_idempotency_key ON orders (tenant_code, idempotency_key) WHERE idempotency_key IS NOT NULL;

CREATE INDEX orders_tenant_status ON orders (tenant_code, status);

-- Every status change, in order; the audit trail of the state machine.
CREATE TABLE order_status_events (
  id bigserial PRIMARY KEY,
  tenant_code text NOT NULL REFERENCES tenants(code),
  order_no text NOT NULL REFERENCES orders(order_no),
  from_status text,
  to_status text NOT NULL,
  at timestamptz NOT NULL
);

CREATE INDEX order_status_events_order ON order_status_events (tenant_code, order_no, id);
