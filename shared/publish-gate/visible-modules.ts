import type { TemplateConfig } from '../../schema/template/template-config';
import { walkModules, type ModuleVisit } from '../../schema/template/walk-modules';

function shown(visit: ModuleVisit | undefined): boolean {
  for (let at = visit; at !== undefined; at = at.parent) if (at.module.isDefault === false) return false;
  return true;
}

/**
 * The modules a buyer is shown, depth-first in page order: a module flagged `isDefault: false` is
 * dropped by the runtime with everything inside it, so it satisfies no requirement.
 */
export function* visibleModules(template: TemplateConfig): Generator<ModuleVisit> {
  for (const visit of walkModules(template)) if (shown(visit)) yield visit;
}

/** The shown modules of the named components. */
export function visibleOf(template: TemplateConfig, components: readonly string[]): ModuleVisit[] {
  return [...visibleModules(template)].filter((visit) => components.includes(visit.module.component));
}
