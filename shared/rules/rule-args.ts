import type { RuleSpec } from '../../schema/template/rule-spec';

/**
 * Reads a rule's argument in the shape the rule expects. A template whose argument has the wrong
 * shape is caught by schema validation; at run time such a rule is skipped rather than blocking the
 * buyer with an error they cannot fix.
 */
export const ruleArgs = {
  /** A number argument (min, max, maxLen, minLen); numeric strings are accepted. */
  number(spec: RuleSpec): number | undefined {
    const value = spec.value;
    if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
    if (typeof value === 'string' && value.trim() !== '') {
      const parsed = Number(value);
      return Number.isFinite(parsed) ? parsed : undefined;
    }
    return undefined;
  },
  /** A `[min, max]` argument (lenRange). */
  range(spec: RuleSpec): readonly [number, number] | undefined {
    const value = spec.value;
    if (!Array.isArray(value)) return undefined;
    const [min, max] = value;
    return Number.isFinite(min) && Number.isFinite(max) ? [min, max] : undefined;
  },
  /** A string argument (a field name, a regex source). */
  string(spec: RuleSpec): string | undefined {
    return typeof spec.value === 'string' && spec.value !== '' ? spec.value : undefined;
  },
} as const;
