import type { SmartQuestion } from '../../../schema/entities/smart-question';
import type { Queryable } from '../../db/database';
import type { EdgeMatcher, EdgeTarget, QuestionEdge, QuestionNode, Questionnaire } from './question-graph';

interface QuestionRow {
  qt_no: string;
  title: string;
  question_type: SmartQuestion['questionType'];
  options: NonNullable<SmartQuestion['qtOptionList']>;
  text_max_num: number | null;
  text_validate: string | null;
  input_rows: number | null;
  enter_flag: boolean;
  enter_qt_no: string | null;
  default_value: string | null;
  is_start: boolean;
}

interface EdgeRow {
  from_qt_no: string;
  op_no: string | null;
  min_value: number | null;
  max_value: number | null;
  outcome: QuestionEdge['outcome'];
  next_qt_no: string | null;
  reason: string | null;
}

function toNode(row: QuestionRow): QuestionNode {
  const attributes = {
    ...(row.text_max_num !== null ? { textMaxNum: row.text_max_num } : {}),
    ...(row.text_validate !== null ? { textValidate: row.text_validate } : {}),
    ...(row.input_rows !== null ? { rows: row.input_rows } : {}),
  };
  return {
    question: {
      qtNo: row.qt_no,
      title: row.title,
      questionType: row.question_type,
      ...(row.options.length > 0 ? { qtOptionList: row.options } : {}),
      ...(Object.keys(attributes).length > 0 ? { attributes } : {}),
      enterFlag: row.enter_flag,
      ...(row.default_value !== null ? { defaultValue: row.default_value } : {}),
    },
    ...(row.enter_qt_no !== null ? { enterQtNo: row.enter_qt_no } : {}),
    isStart: row.is_start,
  };
}

function toMatcher(row: EdgeRow): EdgeMatcher {
  if (row.op_no !== null) return { kind: 'option', opNo: row.op_no };
  if (row.min_value === null && row.max_value === null) return { kind: 'any' };
  return { kind: 'range', ...(row.min_value !== null ? { min: row.min_value } : {}), ...(row.max_value !== null ? { max: row.max_value } : {}) };
}

function toTarget(row: EdgeRow): EdgeTarget {
  if (row.outcome === 'next' && row.next_qt_no !== null) return { outcome: 'next', nextQtNo: row.next_qt_no };
  // The table's CHECK pairs `next` with a target, so only the conclusions reach here.
  const outcome = row.outcome === 'refuse' ? 'refuse' : 'allow';
  return { outcome, ...(row.reason !== null ? { reason: row.reason } : {}) };
}

/** The tenant's questionnaire with its whole graph, or undefined when the tenant has none by that number. */
export async function loadQuestionnaire(db: Queryable, tenant: string, smartQuestionNo: string): Promise<Questionnaire | undefined> {
  const head = await db.query<{ name: string; allow_conclusion: string }>(
    'SELECT name, allow_conclusion FROM smart_questionnaires WHERE tenant_code = $1 AND smart_question_no = $2',
    [tenant, smartQuestionNo],
  );
  const questionnaire = head.rows[0];
  if (!questionnaire) return undefined;
  const questions = await db.query<QuestionRow>(
    `SELECT qt_no, title, question_type, options, text_max_num, text_validate, input_rows, enter_flag, enter_qt_no, default_value, is_start
       FROM smart_questions WHERE tenant_code = $1 AND smart_question_no = $2 ORDER BY position, qt_no`,
    [tenant, smartQuestionNo],
  );
  const edges = await db.query<EdgeRow>(
    `SELECT from_qt_no, op_no, min_value, max_value, outcome, next_qt_no, reason
       FROM smart_question_edges WHERE tenant_code = $1 AND smart_question_no = $2 ORDER BY from_qt_no, position`,
    [tenant, smartQuestionNo],
  );
  return {
    smartQuestionNo,
    name: questionnaire.name,
    allowConclusion: questionnaire.allow_conclusion,
    nodes: questions.rows.map(toNode),
    edges: edges.rows.map((row) => ({ fromQtNo: row.from_qt_no, when: toMatcher(row), ...toTarget(row) })),
  };
}
