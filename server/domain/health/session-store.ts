import type { SmartQuestion } from '../../../schema/entities/smart-question';
import type { SmartQuestionAnswer } from '../../../schema/entities/smart-question-answer';
import type { SmartQuestionnaireAnswers } from '../../../schema/api/smart-question';
import type { Queryable } from '../../db/database';

/** A person's run through a questionnaire as stored. */
export interface QuestionnaireSession {
  readonly applyNo: string;
  readonly smartQuestionNo: string;
  readonly finished: boolean;
  readonly pending: readonly string[];
  /** null until finished. */
  readonly allowInsure: boolean | null;
  readonly conclusion: string | null;
}

interface SessionRow {
  apply_no: string;
  smart_question_no: string;
  status: 'answering' | 'finished';
  pending_qt_nos: string[];
  allow_insure: boolean | null;
  conclusion: string | null;
}

const SESSION_COLUMNS = 'apply_no, smart_question_no, status, pending_qt_nos, allow_insure, conclusion';

function toSession(row: SessionRow): QuestionnaireSession {
  return {
    applyNo: row.apply_no,
    smartQuestionNo: row.smart_question_no,
    finished: row.status === 'finished',
    pending: row.pending_qt_nos,
    allowInsure: row.allow_insure,
    conclusion: row.conclusion,
  };
}

/** Opens a session with its first questions pending. */
export async function createSession(
  db: Queryable,
  tenant: string,
  session: { applyNo: string; smartQuestionNo: string; orderNo: string | undefined; pending: readonly string[]; now: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO smart_question_sessions (apply_no, tenant_code, smart_question_no, order_no, status, pending_qt_nos, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 'answering', $5::jsonb, $6, $6)`,
    [session.applyNo, tenant, session.smartQuestionNo, session.orderNo ?? null, JSON.stringify(session.pending), session.now.toISOString()],
  );
}

/**
 * The tenant's session by applyNo, or undefined (another tenant's session is as unknown as a made-up
 * number). `forUpdate` locks it to the transaction, so two rounds of answers never interleave.
 */
export async function findSession(db: Queryable, tenant: string, applyNo: string, forUpdate = false): Promise<QuestionnaireSession | undefined> {
  const found = await db.query<SessionRow>(
    `SELECT ${SESSION_COLUMNS} FROM smart_question_sessions WHERE tenant_code = $1 AND apply_no = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [tenant, applyNo],
  );
  const row = found.rows[0];
  return row ? toSession(row) : undefined;
}

/** Stores a round of checked answers, each with a copy of its question, after those already given. */
export async function recordAnswers(
  db: Queryable,
  tenant: string,
  applyNo: string,
  entries: readonly { question: SmartQuestion; answer: SmartQuestionAnswer }[],
  now: Date,
): Promise<void> {
  const count = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM smart_question_session_answers WHERE tenant_code = $1 AND apply_no = $2', [tenant, applyNo]);
  let seq = count.rows[0]?.n ?? 0;
  for (const { question, answer } of entries) {
    seq += 1;
    await db.query(
      `INSERT INTO smart_question_session_answers (tenant_code, apply_no, qt_no, seq, question, enter_qt_no, qt_options, manual_value, answered_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7::jsonb, $8, $9)`,
      [
        tenant,
        applyNo,
        answer.qtNo,
        seq,
        JSON.stringify(question),
        answer.enterQtNo ?? null,
        answer.qtOptions ? JSON.stringify(answer.qtOptions) : null,
        answer.manualValue ?? null,
        now.toISOString(),
      ],
    );
  }
}

/** Moves a session on: new pending questions, or finished with its verdict. */
export async function updateSession(
  db: Queryable,
  tenant: string,
  applyNo: string,
  state: { pending: readonly string[]; verdict?: { allowInsure: boolean; conclusion: string } },
  now: Date,
): Promise<void> {
  const { verdict } = state;
  await db.query(
    `UPDATE smart_question_sessions SET pending_qt_nos = $3::jsonb, status = $4, allow_insure = $5, conclusion = $6, updated_at = $7,
       finished_at = CASE WHEN $4 = 'finished' THEN $7::timestamptz ELSE NULL END
     WHERE tenant_code = $1 AND apply_no = $2`,
    [tenant, applyNo, JSON.stringify(state.pending), verdict ? 'finished' : 'answering', verdict?.allowInsure ?? null, verdict?.conclusion ?? null, now.toISOString()],
  );
}

/** The qtNos a session has answered so far. */
export async function answeredQuestions(db: Queryable, tenant: string, applyNo: string): Promise<Set<string>> {
  const found = await db.query<{ qt_no: string }>('SELECT qt_no FROM smart_question_session_answers WHERE tenant_code = $1 AND apply_no = $2', [tenant, applyNo]);
  return new Set(found.rows.map((row) => row.qt_no));
}

/** Every answer of a session in the order given, each with the question as it was asked. */
export async function listAnswers(db: Queryable, tenant: string, applyNo: string): Promise<SmartQuestionnaireAnswers['answers']> {
  const found = await db.query<{ question: SmartQuestion; qt_no: string; enter_qt_no: string | null; qt_options: string[] | null; manual_value: string | null }>(
    `SELECT question, qt_no, enter_qt_no, qt_options, manual_value FROM smart_question_session_answers
      WHERE tenant_code = $1 AND apply_no = $2 ORDER BY seq`,
    [tenant, applyNo],
  );
  return found.rows.map((row) => ({
    question: { ...row.question, applyNo },
    answer: {
      qtNo: row.qt_no,
      ...(row.enter_qt_no !== null ? { enterQtNo: row.enter_qt_no } : {}),
      ...(row.qt_options !== null ? { qtOptions: row.qt_options } : {}),
      ...(row.manual_value !== null ? { manualValue: row.manual_value } : {}),
    },
  }));
}
