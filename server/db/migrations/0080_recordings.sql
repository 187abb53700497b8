-- Sales-process recordings (可回溯): what a buyer saw and did on a promotion, as rrweb events in
-- compressed chunks, tied to the order once one is made. The holder's phone is kept only as a keyed
-- blind index (HMAC-SHA256 under PII_INDEX_KEY), which is all a compliance search by phone needs.
CREATE TABLE recordings (
  recording_id text PRIMARY KEY CHECK (recording_id ~ '^[A-Za-z0-9_-]{16,64}$'),
  tenant_code text NOT NULL REFERENCES tenants(code),
  promotion_id text NOT NULL,
  buyer_id text,
  order_no text,
  holder_phone_index text,
  started_at timestamptz NOT NULL,
  last_chunk_at timestamptz NOT NULL,
  chunk_count integer NOT NULL DEFAULT 0,
  total_bytes bigint NOT NULL DEFAULT 0
);

CREATE INDEX recordings_by_order ON recordings (tenant_code, order_no);
CREATE INDEX recordings_by_phone ON recordings (tenant_code, holder_phone_index);
CREATE INDEX recordings_by_start ON recordings (tenant_code, started_at DESC);

-- One chunk per sequence number: a chunk sent twice (a retry after a lost answer) is stored once.
CREATE TABLE recording_chunks (
  recording_id text NOT NULL REFERENCES recordings(recording_id) ON DELETE CASCADE,
  seq integer NOT NULL CHECK (seq >= 0),
  body bytea NOT NULL,
  event_count integer NOT NULL CHECK (event_count >= 0),
  received_at timestamptz NOT NULL,
  PRIMARY KEY (recording_id, seq)
);
