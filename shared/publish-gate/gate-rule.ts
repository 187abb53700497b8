import type { TemplateConfig } from '../../schema/template/template-config';
import type { LocalizedText, ProblemSeverity } from '../../schema/validate/problem';
import type { GateContext } from './gate-context';

/** A message parameter: the same in both languages, or worded in each. */
export type GateParam = string | number | LocalizedText;

/** Where a rule found something, and the values its message names. */
export interface RuleHit {
  /** JSON Pointer into the template. */
  readonly path: string;
  readonly params?: Readonly<Record<string, GateParam>>;
}

/**
 * One rule of the publish gate's catalogue. Its id is stable (publishers acknowledge warnings by it,
 * the server's 422 names it); its messages carry `{name}` tokens filled from each hit's params.
 * `check` is pure: it reads the template (already valid against the schema) and the context's facts,
 * and yields a hit per place at fault.
 */
export interface GateRule<Id extends string = string> {
  readonly id: Id;
  readonly severity: ProblemSeverity;
  /** What the rule asks for, for the docs and the CLI's rule list. */
  readonly description: LocalizedText;
  readonly message: LocalizedText;
  /** Set on rules that judge facts only the server knows; they stay silent where no facts were given. */
  readonly needsFacts?: boolean;
  check(template: TemplateConfig, context: GateContext): Iterable<RuleHit>;
}

/** Declares a rule; the identity function keeps the literal types (its id among them) and documents the shape in one place. */
export function defineGateRule<const Id extends string>(rule: GateRule<Id>): GateRule<Id> {
  return rule;
}
