import type { SmartQuestion } from '../../../schema/entities/smart-question';
import type { SmartQuestionAnswer } from '../../../schema/entities/smart-question-answer';
import type { SmartQuestionStep } from '../../../schema/entities/smart-question-step';
import type { CallHandlers } from '../../app/call-handler';
import { DomainError, ERROR_CODES } from '../../app/domain-error';
import { notFound, requireFound } from '../../app/not-found';
import type { Queryable } from '../../db/database';
import { advanceQuestionnaire } from './advance-questionnaire';
import { checkSmartAnswer } from './check-smart-answer';
import { HEALTH_MESSAGES } from './health-messages';
import { newApplyNo } from './new-apply-no';
import type { Questionnaire } from './question-graph';
import { loadQuestionnaire } from './questionnaire-store';
import { answeredQuestions, createSession, findSession, listAnswers, recordAnswers, updateSession } from './session-store';

async function questionnaireOf(db: Queryable, tenant: string, smartQuestionNo: string): Promise<Questionnaire> {
  return requireFound(await loadQuestionnaire(db, tenant, smartQuestionNo), HEALTH_MESSAGES.smartQuestionnaireNotFound);
}

function questionsFor(questionnaire: Questionnaire, qtNos: readonly string[], applyNo: string): SmartQuestion[] {
  const byNo = new Map(questionnaire.nodes.map((node) => [node.question.qtNo, node.question]));
  return qtNos.flatMap((qtNo) => {
    const question = byNo.get(qtNo);
    return question ? [{ ...question, applyNo }] : [];
  });
}

/** Checks a round of answers: each once, each to a pending question, each valid for its question. */
function checkRound(questionnaire: Questionnaire, pending: readonly string[], answers: readonly SmartQuestionAnswer[]) {
  const nodes = new Map(questionnaire.nodes.map((node) => [node.question.qtNo, node]));
  const seen = new Set<string>();
  return answers.map((answer) => {
    if (seen.has(answer.qtNo)) throw new DomainError(ERROR_CODES.badRequest, HEALTH_MESSAGES.duplicateAnswer(answer.qtNo));
    seen.add(answer.qtNo);
    const node = nodes.get(answer.qtNo);
    if (!node || !pending.includes(answer.qtNo)) throw new DomainError(ERROR_CODES.badRequest, HEALTH_MESSAGES.notPending(answer.qtNo));
    const checked = checkSmartAnswer(node, answer);
    if (!checked.ok) throw new DomainError(ERROR_CODES.badRequest, checked.message);
    return { question: node.question, answer: checked.answer };
  });
}

/** The smart underwriting questionnaire: start, answer round by round, read the answers back. */
export const smartQuestionHandlers: CallHandlers = {
  smartQuestionStart: async ({ body, tenant, app }) => {
    const questionnaire = await questionnaireOf(app.db, tenant, body.smartQuestionNo);
    const pending = questionnaire.nodes.filter((node) => node.isStart).map((node) => node.question.qtNo);
    if (pending.length === 0) throw notFound(HEALTH_MESSAGES.smartQuestionnaireNotFound);
    const applyNo = newApplyNo();
    await createSession(app.db, tenant, { applyNo, smartQuestionNo: questionnaire.smartQuestionNo, orderNo: body.orderNo, pending, now: app.now() });
    const step: SmartQuestionStep = { applyNo, nextQuestions: questionsFor(questionnaire, pending, applyNo), finished: false, allowInsure: null };
    return { success: true, code: 0, result: step };
  },

  smartQuestionAnswer: async ({ body, tenant, app }) => {
    const step = await app.db.transaction(async (tx): Promise<SmartQuestionStep> => {
      const session = requireFound(await findSession(tx, tenant, body.applyNo, true), HEALTH_MESSAGES.questionnaireNotFound);
      if (session.finished) throw new DomainError(ERROR_CODES.conflict, HEALTH_MESSAGES.questionnaireFinished, 409);
      const questionnaire = await questionnaireOf(tx, tenant, session.smartQuestionNo);
      const round = checkRound(questionnaire, session.pending, body.questionAnswers);
      const answeredBefore = await answeredQuestions(tx, tenant, session.applyNo);
      const advance = advanceQuestionnaire(questionnaire.edges, session.pending, answeredBefore, round.map((entry) => entry.answer));
      const now = app.now();
      await recordAnswers(tx, tenant, session.applyNo, round, now);
      if (!advance.finished) {
        await updateSession(tx, tenant, session.applyNo, { pending: advance.pending }, now);
        return { applyNo: session.applyNo, nextQuestions: questionsFor(questionnaire, advance.pending, session.applyNo), finished: false, allowInsure: null };
      }
      const conclusion = advance.allowInsure ? questionnaire.allowConclusion : (advance.reason ?? HEALTH_MESSAGES.defaultRefusal);
      await updateSession(tx, tenant, session.applyNo, { pending: [], verdict: { allowInsure: advance.allowInsure, conclusion } }, now);
      return { applyNo: session.applyNo, nextQuestions: [], finished: true, allowInsure: advance.allowInsure, conclusion };
    });
    return { success: true, code: 0, result: step };
  },

  smartQuestionAnswers: async ({ body, tenant, app }) => {
    const session = requireFound(await findSession(app.db, tenant, body.applyNo), HEALTH_MESSAGES.questionnaireNotFound);
    return { success: true, code: 0, result: { applyNo: session.applyNo, answers: await listAnswers(app.db, tenant, session.applyNo) } };
  },
};
