import type { SmartQuestionAnswer } from '../../../schema/entities/smart-question-answer';
import { assertNever } from '../../../shared/assert-never';
import { edgeMatches } from './edge-matches';
import type { QuestionEdge } from './question-graph';

/** Where a questionnaire stands after a round of answers. */
export type QuestionnaireAdvance =
  | { readonly finished: false; readonly pending: readonly string[] }
  | { readonly finished: true; readonly allowInsure: true }
  | { readonly finished: true; readonly allowInsure: false; readonly reason?: string };

/**
 * Moves a questionnaire on by one round of checked answers to pending questions. Each answer follows
 * every edge of its question that matches, in edge order: `next` puts that question up (once, and never
 * a question already answered), `refuse` ends the whole questionnaire with a refusal at once, and
 * `allow` (or no matching edge) ends the branch. Questions left unanswered stay pending ahead of the
 * new ones; when nothing is pending any more, every branch ended without objection and the person is
 * allowed.
 */
export function advanceQuestionnaire(
  edges: readonly QuestionEdge[],
  pending: readonly string[],
  answeredBefore: ReadonlySet<string>,
  answers: readonly SmartQuestionAnswer[],
): QuestionnaireAdvance {
  const answered = new Set([...answeredBefore, ...answers.map((answer) => answer.qtNo)]);
  const next = pending.filter((qtNo) => !answered.has(qtNo));
  for (const answer of answers) {
    for (const edge of edges) {
      if (edge.fromQtNo !== answer.qtNo || !edgeMatches(edge.when, answer)) continue;
      switch (edge.outcome) {
        case 'refuse':
          return { finished: true, allowInsure: false, ...(edge.reason ? { reason: edge.reason } : {}) };
        case 'next':
          if (!answered.has(edge.nextQtNo) && !next.includes(edge.nextQtNo)) next.push(edge.nextQtNo);
          break;
        case 'allow':
          break;
        default:
          return assertNever(edge, 'edge outcome');
      }
    }
  }
  return next.length > 0 ? { finished: false, pending: next } : { finished: true, allowInsure: true };
}
