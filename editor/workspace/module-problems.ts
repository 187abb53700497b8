import type { TemplateConfig } from '../../schema/template/template-config';
import type { Problem } from '../../schema/validate/problem';
import { walkModules } from '../../schema/template/walk-modules';

/**
 * The problems of one module with paths relative to it (`/attrs/title`), as the property panel takes
 * them; problems of its children belong to the children and are left out.
 */
export function moduleProblems(template: TemplateConfig, problems: readonly Problem[], moduleId: string): Problem[] {
  let base: string | undefined;
  for (const visit of walkModules(template)) {
    if (visit.module.id === moduleId) {
      base = visit.path;
      break;
    }
  }
  if (base === undefined) return [];
  const own = base;
  return problems
    .filter((problem) => (problem.path === own || problem.path.startsWith(`${own}/`)) && !problem.path.startsWith(`${own}/children/`))
    .map((problem) => ({ ...problem, path: problem.path.slice(own.length) }));
}
