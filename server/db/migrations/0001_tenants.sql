-- Tenants: every business row belongs to one and is read through it.
CREATE TABLE tenants (
  code text PRIMARY KEY,
  name text NOT NULL,
  -- Styling variant the runtime applies (tenant 'ba' has its own style).
  style text NOT NULL DEFAULT 'default',
  created_at timestamptz NOT NULL DEFAULT now()
);
