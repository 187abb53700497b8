import type { TemplateConfig } from '../../template/template-config';
import { walkModules, type ModuleVisit } from '../../template/walk-modules';
import type { Problem } from '../problem';

/** The full name path of a module's value: its ancestors' form keys joined with its own. */
function formPath(visit: ModuleVisit): string | undefined {
  const own = visit.module.formKey;
  if (typeof own !== 'string' || own === '') return undefined;
  const parentPath = visit.parent ? formPath(visit.parent) : undefined;
  return parentPath ? `${parentPath}.${own}` : own;
}

/**
 * Two modules writing the same form value on one page would overwrite each other, so form keys must
 * be unique per page once nested under their parents' keys (`policyHolder.name` and `insured[i].name`
 * do not clash).
 */
export function checkUniqueFormKeys(template: TemplateConfig): Problem[] {
  const seen = new Map<string, string>();
  const problems: Problem[] = [];
  for (const visit of walkModules(template)) {
    const path = formPath(visit);
    if (path === undefined) continue;
    const key = `${visit.pageIndex}\u0000${path}`;
    const earlier = seen.get(key);
    if (earlier === undefined) seen.set(key, visit.path);
    else problems.push({ path: `${visit.path}/formKey`, message: `表单键「${path}」在本页重复（已用于 ${earlier}）` });
  }
  return problems;
}
