import type { Module } from '../../schema/template/module';

/**
 * The component name the preview gives a module that fails validation, in place of its own: no block
 * has it, so nothing that looks for blocks by name (the premium's factors, the plan list, the form
 * keys) reads the broken attrs, and the preview's stand-in shows the module's error card instead.
 */
export const MODULE_PROBLEM_COMPONENT = 'previewModuleProblem';

/** One problem on a module's error card: the field ('' for the module itself) and what is wrong with it. */
export interface ModuleIssue {
  readonly field: string;
  readonly message: string;
}

/** What the stand-in keeps of the broken module: its block's name and its problems. */
export interface ModuleProblemAttrs {
  readonly component: string;
  readonly issues: readonly ModuleIssue[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The stand-in of a broken module: its id (the editor selects the module by it), label and visibility,
 * and its problems; no form key, attrs or children of its own.
 */
export function moduleProblemStandIn(module: Readonly<Record<string, unknown>>, issues: readonly ModuleIssue[]): Module {
  const attrs: ModuleProblemAttrs = { component: text(module.component), issues };
  return { id: text(module.id), component: MODULE_PROBLEM_COMPONENT, label: text(module.label), isDefault: module.isDefault !== false, attrs: { ...attrs } };
}

/** The problems a stand-in carries, or undefined for any other module. */
export function moduleProblemOf(module: Module): ModuleProblemAttrs | undefined {
  return module.component === MODULE_PROBLEM_COMPONENT ? (module.attrs as unknown as ModuleProblemAttrs) : undefined;
}
