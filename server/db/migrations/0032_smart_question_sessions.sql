-- One buyer's run through a questionnaire (one person), identified by its opaque applyNo.
CREATE TABLE smart_question_sessions (
  apply_no text PRIMARY KEY,
  tenant_code text NOT NULL REFERENCES tenants(code),
  smart_question_no text NOT NULL,
  order_no text,
  status text NOT NULL CHECK (status IN ('answering', 'finished')),
  -- The questions last put to the buyer and not yet answered, in order.
  pending_qt_nos jsonb NOT NULL,
  allow_insure boolean,
  conclusion text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  finished_at timestamptz,
  FOREIGN KEY (tenant_code, smart_question_no) REFERENCES smart_questionnaires (tenant_code, smart_question_no),
  CHECK ((status = 'finished') = (allow_insure IS NOT NULL))
);

-- Each answer with the question as it was asked, so a later change to the graph does not rewrite history.
CREATE TABLE smart_question_session_answers (
  tenant_code text NOT NULL REFERENCES tenants(code),
  apply_no text NOT NULL REFERENCES smart_question_sessions (apply_no) ON DELETE CASCADE,
  qt_no text NOT NULL,
  seq integer NOT NULL,
  question jsonb NOT NULL,
  enter_qt_no text,
  qt_options jsonb,
  manual_value text,
  answered_at timestamptz NOT NULL,
  PRIMARY KEY (apply_no, qt_no),
  UNIQUE (apply_no, seq)
);
