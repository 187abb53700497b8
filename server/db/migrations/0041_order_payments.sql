-- Payment requests of orders: the simulated cashier (mockpay) and the bank debit of pay confirm.
CREATE TABLE order_payments (
  pay_apply_no text PRIMARY KEY,
  tenant_code text NOT NULL REFERENCES tenants(code),
  order_no text NOT NULL REFERENCES orders(order_no),
  check_no text NOT NULL,
  amount bigint NOT NULL,
  -- 'WECHAT' for the simulated cashier, 'bankDebit' for pay confirm.
  payment_source text NOT NULL,
  return_url text NOT NULL,
  -- A newer request supersedes an older pending one, so an order can be paid only once.
  status text NOT NULL CHECK (status IN ('pending', 'paid', 'superseded')),
  created_at timestamptz NOT NULL,
  paid_at timestamptz
);

CREATE INDEX order_payments_order ON order_payments (tenant_code, order_no);
