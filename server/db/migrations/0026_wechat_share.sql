-- What a shared promotion link shows in WeChat: title, description, link and image. A null link
-- means the page's own address without personal parameters.
CREATE TABLE share_infos (
  tenant_code text NOT NULL REFERENCES tenants(code),
  promotion_id text NOT NULL,
  title text NOT NULL,
  description text NOT NULL,
  link text,
  image_url text NOT NULL,
  PRIMARY KEY (tenant_code, promotion_id)
);

-- JS-SDK tickets per official-account app id. The server cannot reach WeChat; an operator or a job
-- that can fetches the jsapi_ticket (valid 7200 s) and stores it here.
CREATE TABLE wechat_tickets (
  app_id text PRIMARY KEY,
  jsapi_ticket text NOT NULL,
  expires_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
