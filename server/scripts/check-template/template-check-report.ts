import type { GateFacts } from '../../../schema/api/editor/editor-gate-facts';
import { BLOCK_CATALOGUE } from '../../../schema/catalogue';
import { migrateTemplate } from '../../../schema/migrations/migrate-template';
import type { TemplateConfig } from '../../../schema/template/template-config';
import type { Problem } from '../../../schema/validate/problem';
import type { SchemaValidator } from '../../../schema/validate/schema-validator';
import { validateTemplate } from '../../../schema/validate/validate-template';
import { gateContext } from '../../../shared/publish-gate/gate-context';
import { fillGateMessage, type GateLocale } from '../../../shared/publish-gate/gate-finding';
import { GATE_RULES } from '../../../shared/publish-gate/gate-rules';
import { runPublishGate } from '../../../shared/publish-gate/run-publish-gate';
import { locateProblem } from '../../../shared/template/locate-problem';
import { readablePointer } from '../../../shared/template/readable-pointer';

const RULES = new Map(GATE_RULES.map((rule) => [rule.id, rule]));

const WORDS = {
  'zh-CN': { page: '第{n}页', module: '模块「{label}」', template: '模板', errors: '{errors} 个错误，{warnings} 个警告', skipped: '未提供服务端事实（--facts 或 --tenant），以下规则未检查：{rules}' },
  'en-US': { page: 'page {n}', module: 'module "{label}"', template: 'template', errors: '{errors} error(s), {warnings} warning(s)', skipped: 'No server facts given (--facts or --tenant); these rules were not checked: {rules}' },
} as const;

/** What checking a template file found, and the text the CLI prints. */
export interface TemplateCheckReport {
  readonly problems: readonly Problem[];
  readonly errors: number;
  readonly warnings: number;
  readonly lines: readonly string[];
}

function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (token, name: string) => (name in values ? String(values[name]) : token));
}

/** A pointer as an operator reads it: `第2页 › 模块「投保人信息」 › attrs.title`. */
function place(template: TemplateConfig, pointer: string, locale: GateLocale): string {
  const words = WORDS[locale];
  const location = locateProblem(template, pointer);
  const parts = [location.pageIndex === undefined ? words.template : fill(words.page, { n: location.pageIndex + 1 })];
  for (const module of location.modules) parts.push(fill(words.module, { label: module.label || module.component }));
  const field = readablePointer(location.rest);
  if (field !== '') parts.push(field);
  return parts.join(' › ');
}

function text(problem: Problem, locale: GateLocale): string {
  const rule = problem.rule === undefined ? undefined : RULES.get(problem.rule);
  return rule ? fillGateMessage(rule.message[locale], problem.params, locale) : problem.message;
}

/**
 * Checks a template as publishing does: the migration chain, the schema and the template-level checks,
 * then (when those pass) the publish gate on the given facts; without facts the rules that need the
 * server are skipped and named. Lists every finding with its severity, rule, readable place and
 * pointer.
 */
export function templateCheckReport(input: unknown, validator: SchemaValidator, facts: GateFacts | undefined, locale: GateLocale): TemplateCheckReport {
  const migrated = migrateTemplate(input);
  if (!migrated.ok) {
    return { problems: [{ path: '', message: migrated.message }], errors: 1, warnings: 0, lines: [`error   schema  ${migrated.message}`] };
  }
  const template = migrated.template as TemplateConfig;
  const validation = validateTemplate(template, validator, BLOCK_CATALOGUE);
  const problems: Problem[] = validation.valid ? runPublishGate(validation.template, gateContext(facts)) : [...validation.problems];
  const errors = problems.filter((problem) => problem.severity !== 'warning').length;
  const warnings = problems.length - errors;
  const lines = problems.flatMap((problem) => [
    `${(problem.severity ?? 'error').padEnd(7)} ${problem.rule ?? 'schema'}  ${place(template, problem.path, locale)}  (${problem.path || '/'})`,
    `        ${text(problem, locale)}`,
  ]);
  lines.push(fill(WORDS[locale].errors, { errors, warnings }));
  if (facts === undefined && validation.valid) {
    lines.push(fill(WORDS[locale].skipped, { rules: GATE_RULES.filter((rule) => rule.needsFacts).map((rule) => rule.id).join(', ') }));
  }
  return { problems, errors, warnings, lines };
}

/** The rule catalogue as the CLI lists it (`--rules`): id, severity and what it asks, one rule a line. */
export function ruleListing(locale: GateLocale): string[] {
  return GATE_RULES.map((rule) => `${rule.severity.padEnd(7)} ${rule.id.padEnd(36)} ${rule.description[locale]}`);
}
