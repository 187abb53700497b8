-- Notices a party answers before buying: per tenant, plan, notice type (healthNotice,
-- agentDeclaration, ...) and object type (holder, insured, agent). goods_id is kept beside the plan so
-- a goods-and-plan lookup can refuse a plan asked for under the wrong goods.
CREATE TABLE health_notices (
  tenant_code text NOT NULL REFERENCES tenants(code),
  plan_id text NOT NULL,
  goods_id text NOT NULL,
  notice_type text NOT NULL,
  notice_object_type text NOT NULL CHECK (notice_object_type IN ('holder', 'insured', 'agent')),
  header text,
  -- HTML with {paramName} placeholders resolved through param_list.
  content text,
  param_list jsonb NOT NULL DEFAULT '[]'::jsonb,
  notice_question text,
  smart_question_content text,
  is_support_smart_underwriting boolean NOT NULL DEFAULT false,
  xd_question_code text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_code, plan_id, notice_type, notice_object_type),
  -- Smart underwriting needs a questionnaire to send the buyer to.
  CHECK (NOT is_support_smart_underwriting OR xd_question_code IS NOT NULL)
);

CREATE INDEX health_notices_goods ON health_notices (tenant_code, goods_id, plan_id);

-- The yes/no questions of a notice, in the order they are shown.
CREATE TABLE health_notice_details (
  tenant_code text NOT NULL REFERENCES tenants(code),
  plan_id text NOT NULL,
  notice_type text NOT NULL,
  notice_object_type text NOT NULL,
  position integer NOT NULL CHECK (position >= 0),
  question_code text NOT NULL,
  notice_content text NOT NULL,
  -- The smart questionnaire a "yes" to this question may continue into.
  smart_question_no text,
  PRIMARY KEY (tenant_code, plan_id, notice_type, notice_object_type, position),
  UNIQUE (tenant_code, plan_id, notice_type, notice_object_type, question_code),
  FOREIGN KEY (tenant_code, plan_id, notice_type, notice_object_type)
    REFERENCES health_notices (tenant_code, plan_id, notice_type, notice_object_type) ON DELETE CASCADE
);
