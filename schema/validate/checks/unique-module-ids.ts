import type { TemplateConfig } from '../../template/template-config';
import { walkModules } from '../../template/walk-modules';
import type { Problem } from '../problem';

/** Module ids identify a module to the editor and the preview frame, so they must be unique template-wide. */
export function checkUniqueModuleIds(template: TemplateConfig): Problem[] {
  const firstPath = new Map<string, string>();
  const problems: Problem[] = [];
  for (const { module, path } of walkModules(template)) {
    if (typeof module.id !== 'string' || module.id === '') continue;
    const earlier = firstPath.get(module.id);
    if (earlier === undefined) firstPath.set(module.id, path);
    else problems.push({ path: `${path}/id`, message: `模块 ID「${module.id}」重复（已用于 ${earlier}）` });
  }
  return problems;
}
