-- What a buyer reads about a goods: clauses, insure notices and special agreements. plan_ids lists
-- the plans a row applies to; an empty list means every plan of the goods.

CREATE TABLE goods_clauses (
  tenant_code text NOT NULL REFERENCES tenants(code),
  goods_id text NOT NULL,
  clause_code text NOT NULL,
  label text NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  clause_url text NOT NULL,
  -- [{name, url}]
  link_list jsonb NOT NULL DEFAULT '[]',
  plan_ids text[] NOT NULL DEFAULT '{}',
  sort_order integer NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_code, goods_id, clause_code),
  FOREIGN KEY (tenant_code, goods_id) REFERENCES goods (tenant_code, goods_id)
);

CREATE TABLE goods_insure_notices (
  tenant_code text NOT NULL REFERENCES tenants(code),
  goods_id text NOT NULL,
  notice_code text NOT NULL,
  notice_type text NOT NULL,
  notice_object_type text CHECK (notice_object_type IN ('holder', 'insured', 'agent')),
  header text NOT NULL,
  -- HTML with {placeholders} named in param_list [{paramName, paramType 1-3, paramValue}].
  content text NOT NULL,
  param_list jsonb NOT NULL DEFAULT '[]',
  plan_ids text[] NOT NULL DEFAULT '{}',
  sort_order integer NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_code, goods_id, notice_code),
  FOREIGN KEY (tenant_code, goods_id) REFERENCES goods (tenant_code, goods_id)
);

-- A special agreement applies to the plans listed, and, when product_code is set, only when that
-- product is chosen; when liability_codes is not empty, only when one of them is chosen too.
CREATE TABLE goods_special_agreements (
  tenant_code text NOT NULL REFERENCES tenants(code),
  goods_id text NOT NULL,
  agreement_code text NOT NULL,
  title text NOT NULL,
  content text NOT NULL,
  product_code text,
  liability_codes text[] NOT NULL DEFAULT '{}',
  plan_ids text[] NOT NULL DEFAULT '{}',
  sort_order integer NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_code, goods_id, agreement_code),
  FOREIGN KEY (tenant_code, goods_id) REFERENCES goods (tenant_code, goods_id)
);
