import type { RuleSpec } from '../../schema/template/rule-spec';
import type { RuleContext } from './rule-context';

/**
 * One rule of the catalogue: given the raw field value, the rule as the template names it and the
 * context, returns the Chinese error a buyer sees, or undefined when the value passes.
 * Rules trim string values themselves and pass an empty value unless they exist to demand one.
 */
export type RuleFn = (value: unknown, spec: RuleSpec, context: RuleContext) => string | undefined;
