import type { Module } from '../../schema/template/module';
import type { TemplateConfig } from '../../schema/template/template-config';
import { DEFAULT_HOLDER_MIN_AGE } from '../constants';

function holderModule(modules: readonly Module[]): Module | undefined {
  for (const module of modules) {
    if (module.component === 'policyHolderModule') return module;
    const inside = holderModule(module.children ?? []);
    if (inside) return inside;
  }
  return undefined;
}

/**
 * The youngest a person policyholder may be under a template: its holder module's `minHolderAge`, or
 * DEFAULT_HOLDER_MIN_AGE (full civil capacity) when it sets none or has no holder module at all.
 */
export function holderMinAge(template: Pick<TemplateConfig, 'pageList'> | undefined): number {
  const modules = (template?.pageList ?? []).flatMap((page) => page.moduleList);
  const set = holderModule(modules)?.attrs.minHolderAge;
  return typeof set === 'number' && Number.isInteger(set) && set >= 0 ? set : DEFAULT_HOLDER_MIN_AGE;
}
