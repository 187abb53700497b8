import type { GateFacts } from '../../../schema/api/editor/editor-gate-facts';
import type { Module } from '../../../schema/template/module';
import type { TemplateConfig } from '../../../schema/template/template-config';
import { gateContext } from '../gate-context';
import type { GateFinding } from '../gate-finding';
import type { GateRule } from '../gate-rule';
import { runPublishGate } from '../run-publish-gate';
import { publishableFacts } from './publishable-facts';

/** One rule's findings on a template, under the template's publishable facts unless others are given (null: no facts, as the CLI without a server). */
export function runRule(rule: GateRule, template: TemplateConfig, facts: GateFacts | null = publishableFacts(template)): GateFinding[] {
  return runPublishGate(template, gateContext(facts ?? undefined), [rule]);
}

/** The module with an id anywhere in a template, to break on purpose. */
export function moduleById(template: TemplateConfig, id: string) {
  const stack = template.pageList.flatMap((page) => page.moduleList);
  while (stack.length > 0) {
    const module = stack.shift();
    if (module?.id === id) return module;
    stack.push(...(module?.children ?? []));
  }
  throw new Error(`no module ${id}`);
}

/** Removes the modules with the given ids, at any depth. */
export function withoutModules(template: TemplateConfig, ...ids: string[]): TemplateConfig {
  const copy = structuredClone(template);
  const prune = (list: readonly Module[]): Module[] =>
    list.filter((module) => !ids.includes(module.id)).map((module) => (module.children ? { ...module, children: prune(module.children) } : module));
  copy.pageList = copy.pageList.map((page) => ({ ...page, moduleList: prune(page.moduleList) }));
  return copy;
}
