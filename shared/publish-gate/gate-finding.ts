import type { LocalizedText, Problem, ProblemSeverity } from '../../schema/validate/problem';
import type { GateParam } from './gate-rule';

/** A finding of the publish gate: a problem that names its rule and severity. */
export type GateFinding = Problem & { readonly rule: string; readonly severity: ProblemSeverity };

/** The languages gate messages are written in. */
export type GateLocale = keyof LocalizedText;

function paramText(value: GateParam, locale: GateLocale): string {
  return typeof value === 'object' ? value[locale] : String(value);
}

/** Fills a message's `{name}` tokens with the params, each in the locale's wording. */
export function fillGateMessage(message: string, params: Readonly<Record<string, GateParam>> | undefined, locale: GateLocale): string {
  return message.replace(/\{(\w+)\}/g, (token, name: string) => {
    const value = params?.[name];
    return value === undefined ? token : paramText(value, locale);
  });
}

/** Whether a problem came from the gate (it names a rule and a severity). */
export function isGateFinding(problem: Problem): problem is GateFinding {
  return problem.rule !== undefined && problem.severity !== undefined;
}
