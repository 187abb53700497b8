-- Page templates of a tenant. Each has one draft (work in progress, saved with a revision number for
-- optimistic concurrency) and numbered published versions in template_versions.
CREATE TABLE templates (
  tenant_code text NOT NULL REFERENCES tenants(code),
  template_id text NOT NULL,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  -- The template JSON being edited; it may fail validation until it is published.
  draft jsonb NOT NULL,
  -- Raised by every save; a save names the revision it edited and loses when another save came first.
  revision integer NOT NULL DEFAULT 1 CHECK (revision >= 1),
  -- The newest published version (null: never published) and the draft revision it published:
  -- revision = published_revision means the draft holds nothing unpublished.
  latest_version integer CHECK (latest_version >= 1),
  published_revision integer,
  published_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_code, template_id),
  CHECK ((latest_version IS NULL) = (published_revision IS NULL))
);

CREATE INDEX templates_by_update ON templates (tenant_code, updated_at DESC);

-- Published versions: validated template JSON, numbered 1, 2, ... per template. Never changed once
-- written; a rollback publishes an old version's content as a new version (rolled_back_from).
CREATE TABLE template_versions (
  tenant_code text NOT NULL,
  template_id text NOT NULL,
  version integer NOT NULL CHECK (version >= 1),
  content jsonb NOT NULL,
  note text NOT NULL DEFAULT '',
  rolled_back_from integer,
  published_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_code, template_id, version),
  FOREIGN KEY (tenant_code, template_id) REFERENCES templates (tenant_code, template_id),
  FOREIGN KEY (tenant_code, template_id, rolled_back_from) REFERENCES template_versions (tenant_code, template_id, version)
);

-- History is append-only even for code that forgets it: updates and deletes of a version do nothing.
CREATE RULE template_versions_no_update AS ON UPDATE TO template_versions DO INSTEAD NOTHING;

CREATE RULE template_versions_no_delete AS ON DELETE TO template_versions DO INSTEAD NOTHING;

-- A promotion is what a buyer's link names (promotionId): it sells one goods, offers some of its
-- plans, and shows the latest published version of one template.
CREATE TABLE promotions (
  tenant_code text NOT NULL REFERENCES tenants(code),
  promotion_id text NOT NULL,
  name text NOT NULL DEFAULT '',
  goods_id text NOT NULL,
  template_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_code, promotion_id),
  FOREIGN KEY (tenant_code, goods_id) REFERENCES goods (tenant_code, goods_id),
  FOREIGN KEY (tenant_code, template_id) REFERENCES templates (tenant_code, template_id)
);

CREATE INDEX promotions_by_template ON promotions (tenant_code, template_id);

-- The plans a promotion offers, in display order.
CREATE TABLE promotion_plans (
  tenant_code text NOT NULL,
  promotion_id text NOT NULL,
  plan_id text NOT NULL,
  position integer NOT NULL,
  PRIMARY KEY (tenant_code, promotion_id, plan_id),
  FOREIGN KEY (tenant_code, promotion_id) REFERENCES promotions (tenant_code, promotion_id),
  FOREIGN KEY (tenant_code, plan_id) REFERENCES plans (tenant_code, plan_id)
);
