-- Smart underwriting questionnaires as graphs: questions are nodes, edges lead from an answer (an
-- option, a numeric range of a typed value, or any answer) to the next question or to a conclusion.
CREATE TABLE smart_questionnaires (
  tenant_code text NOT NULL REFERENCES tenants(code),
  smart_question_no text NOT NULL,
  name text NOT NULL,
  -- Told to the buyer when every branch ended without a refusal.
  allow_conclusion text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_code, smart_question_no)
);

CREATE TABLE smart_questions (
  tenant_code text NOT NULL REFERENCES tenants(code),
  smart_question_no text NOT NULL,
  qt_no text NOT NULL,
  position integer NOT NULL,
  title text NOT NULL,
  question_type text NOT NULL CHECK (question_type IN ('SINGLE', 'MULTIPLE', 'LIST_BOX_SINGLE', 'LIST_BOX_MULTIPLE', 'ASSOCIATED', 'TEXT', 'INPUT')),
  -- [{ "opNo": "...", "content": "..." }] for the choice types, [] for TEXT and INPUT.
  options jsonb NOT NULL DEFAULT '[]'::jsonb,
  text_max_num integer CHECK (text_max_num >= 1),
  text_validate text,
  input_rows integer CHECK (input_rows >= 1),
  enter_flag boolean NOT NULL DEFAULT false,
  -- The entry question of the branch this question belongs to (its own qt_no for an entry question).
  enter_qt_no text,
  default_value text,
  -- Asked as soon as the questionnaire starts.
  is_start boolean NOT NULL DEFAULT false,
  PRIMARY KEY (tenant_code, smart_question_no, qt_no),
  FOREIGN KEY (tenant_code, smart_question_no) REFERENCES smart_questionnaires (tenant_code, smart_question_no) ON DELETE CASCADE
);

CREATE TABLE smart_question_edges (
  tenant_code text NOT NULL REFERENCES tenants(code),
  smart_question_no text NOT NULL,
  from_qt_no text NOT NULL,
  position integer NOT NULL,
  -- At most one matcher: an option chosen, a typed number in [min_value, max_value), or none (any answer).
  op_no text,
  min_value numeric,
  max_value numeric,
  outcome text NOT NULL CHECK (outcome IN ('next', 'allow', 'refuse')),
  next_qt_no text,
  reason text,
  PRIMARY KEY (tenant_code, smart_question_no, from_qt_no, position),
  CHECK ((outcome = 'next') = (next_qt_no IS NOT NULL)),
  CHECK (op_no IS NULL OR (min_value IS NULL AND max_value IS NULL)),
  FOREIGN KEY (tenant_code, smart_question_no, from_qt_no) REFERENCES smart_questions (tenant_code, smart_question_no, qt_no) ON DELETE CASCADE,
  FOREIGN KEY (tenant_code, smart_question_no, next_qt_no) REFERENCES smart_questions (tenant_code, smart_question_no, qt_no) ON DELETE CASCADE
);
