import type { Queryable } from '../../db/database';
import type { QuestionEdge, Questionnaire } from './question-graph';

function edgeColumns(edge: QuestionEdge): [string | null, number | null, number | null, string | null, string | null] {
  const { when } = edge;
  const opNo = when.kind === 'option' ? when.opNo : null;
  const min = when.kind === 'range' ? (when.min ?? null) : null;
  const max = when.kind === 'range' ? (when.max ?? null) : null;
  const next = edge.outcome === 'next' ? edge.nextQtNo : null;
  const reason = edge.outcome === 'next' ? null : (edge.reason ?? null);
  return [opNo, min, max, next, reason];
}

/**
 * Stores a tenant's questionnaire as given, replacing its previous graph: questions are upserted and
 * those no longer in it removed, edges rewritten. Sessions keep their answers, which hold a copy of
 * each question as it was asked. Run it inside a transaction so a half-written graph is never read.
 */
export async function saveQuestionnaire(db: Queryable, tenant: string, questionnaire: Questionnaire): Promise<void> {
  const no = questionnaire.smartQuestionNo;
  await db.query(
    `INSERT INTO smart_questionnaires (tenant_code, smart_question_no, name, allow_conclusion) VALUES ($1, $2, $3, $4)
     ON CONFLICT (tenant_code, smart_question_no) DO UPDATE SET name = EXCLUDED.name, allow_conclusion = EXCLUDED.allow_conclusion, updated_at = now()`,
    [tenant, no, questionnaire.name, questionnaire.allowConclusion],
  );
  await db.query('DELETE FROM smart_question_edges WHERE tenant_code = $1 AND smart_question_no = $2', [tenant, no]);
  for (const [position, node] of questionnaire.nodes.entries()) {
    const { question } = node;
    await db.query(
      `INSERT INTO smart_questions (tenant_code, smart_question_no, qt_no, position, title, question_type, options, text_max_num,
         text_validate, input_rows, enter_flag, enter_qt_no, default_value, is_start)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11, $12, $13, $14)
       ON CONFLICT (tenant_code, smart_question_no, qt_no) DO UPDATE SET position = EXCLUDED.position, title = EXCLUDED.title,
         question_type = EXCLUDED.question_type, options = EXCLUDED.options, text_max_num = EXCLUDED.text_max_num,
         text_validate = EXCLUDED.text_validate, input_rows = EXCLUDED.input_rows, enter_flag = EXCLUDED.enter_flag,
         enter_qt_no = EXCLUDED.enter_qt_no, default_value = EXCLUDED.default_value, is_start = EXCLUDED.is_start`,
      [
        tenant,
        no,
        question.qtNo,
        position,
        question.title,
        question.questionType,
        JSON.stringify(question.qtOptionList ?? []),
        question.attributes?.textMaxNum ?? null,
        question.attributes?.textValidate ?? null,
        question.attributes?.rows ?? null,
        question.enterFlag ?? false,
        node.enterQtNo ?? null,
        question.defaultValue ?? null,
        node.isStart,
      ],
    );
  }
  await db.query(
    `DELETE FROM smart_questions WHERE tenant_code = $1 AND smart_question_no = $2
       AND qt_no NOT IN (SELECT jsonb_array_elements_text($3::jsonb))`,
    [tenant, no, JSON.stringify(questionnaire.nodes.map((node) => node.question.qtNo))],
  );
  for (const [position, edge] of questionnaire.edges.entries()) {
    const [opNo, min, max, next, reason] = edgeColumns(edge);
    await db.query(
      `INSERT INTO smart_question_edges (tenant_code, smart_question_no, from_qt_no, position, op_no, min_value, max_value, outcome, next_qt_no, reason)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [tenant, no, edge.fromQtNo, position, opNo, min, max, edge.outcome, next, reason],
    );
  }
}
