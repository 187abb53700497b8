import type { SmartQuestionAnswer } from '../../../schema/entities/smart-question-answer';
import { assertNever } from '../../../shared/assert-never';
import type { EdgeMatcher } from './question-graph';

/** A typed answer as a number, or undefined when it is not one (a range never matches it then). */
function typedNumber(answer: SmartQuestionAnswer): number | undefined {
  const text = answer.manualValue?.trim();
  if (!text) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** Whether an edge's matcher applies to a (checked) answer of the edge's question. */
export function edgeMatches(matcher: EdgeMatcher, answer: SmartQuestionAnswer): boolean {
  switch (matcher.kind) {
    case 'option':
      return (answer.qtOptions ?? []).includes(matcher.opNo);
    case 'range': {
      const value = typedNumber(answer);
      if (value === undefined) return false;
      return (matcher.min === undefined || value >= matcher.min) && (matcher.max === undefined || value < matcher.max);
    }
    case 'any':
      return true;
    default:
      return assertNever(matcher, 'edge matcher');
  }
}
