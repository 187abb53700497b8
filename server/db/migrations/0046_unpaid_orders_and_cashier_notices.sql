-- An order not paid within UNPAID_ORDER_MINUTES of its submission is closed: nothing can pay it any more.
ALTER TABLE orders DROP CONSTRAINT orders_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_status_check CHECK (status IN ('draft', 'submitted', 'paying', 'processing', 'success', 'failed', 'closed'));

-- What the closing sweep looks for: orders still awaiting payment, oldest submission first.
CREATE INDEX orders_awaiting_payment ON orders (submitted_at) WHERE status IN ('submitted', 'paying');

-- Nonces of the insurer cashier's payment notices already acted on, so a captured notice cannot be
-- replayed. Kept past the notices' timestamp window, after which the timestamp alone refuses a replay,
-- then purged.
CREATE TABLE cashier_notice_nonces (
  nonce text PRIMARY KEY,
  pay_apply_no text NOT NULL,
  seen_at timestamptz NOT NULL
);

CREATE INDEX cashier_notice_nonces_seen ON cashier_notice_nonces (seen_at);
