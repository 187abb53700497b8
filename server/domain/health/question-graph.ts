import type { SmartQuestion } from '../../../schema/entities/smart-question';

/** A question of a stored questionnaire: the question as the buyer sees it and its place in the graph. */
export interface QuestionNode {
  /** The question without `applyNo`, which belongs to a session, not to the graph. */
  readonly question: Omit<SmartQuestion, 'applyNo'>;
  /**
   * The entry question of the branch this question belongs to (its own `qtNo` for an entry question,
   * absent for questions asked before any branch, such as the disease picker). Answers name it as `enterQtNo`.
   */
  readonly enterQtNo?: string;
  /** Asked as soon as the questionnaire starts. */
  readonly isStart: boolean;
}

/** What decides whether an edge applies to an answer. */
export type EdgeMatcher =
  /** The answer chose this option. */
  | { readonly kind: 'option'; readonly opNo: string }
  /** The typed value is a number in [min, max); a missing bound is open. */
  | { readonly kind: 'range'; readonly min?: number; readonly max?: number }
  /** Any answer. */
  | { readonly kind: 'any' };

/** Where an edge leads: on to another question, or to a conclusion for its branch. */
export type EdgeTarget =
  | { readonly outcome: 'next'; readonly nextQtNo: string }
  /** The branch ends without objection; the questionnaire allows once every branch has ended. */
  | { readonly outcome: 'allow'; readonly reason?: string }
  /** The questionnaire ends at once with a refusal, `reason` telling the buyer why. */
  | { readonly outcome: 'refuse'; readonly reason?: string };

/** One edge of the question graph, leaving `fromQtNo`. Edges of a question are tried in their order. */
export type QuestionEdge = { readonly fromQtNo: string; readonly when: EdgeMatcher } & EdgeTarget;

/** A whole questionnaire: its questions by `qtNo` and its edges. */
export interface Questionnaire {
  readonly smartQuestionNo: string;
  readonly name: string;
  /** Told to the buyer when the questionnaire ends without a refusal. */
  readonly allowConclusion: string;
  readonly nodes: readonly QuestionNode[];
  readonly edges: readonly QuestionEdge[];
}
