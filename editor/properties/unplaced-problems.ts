import { CONDITION_KEYS } from '../../schema/template/condition-operators';
import type { Module } from '../../schema/template/module';
import type { Problem } from '../../schema/validate/problem';
import type { ModuleForm } from './describe-module';
import { fieldPlacement, isPlaced } from './field-placement';

/**
 * The problems no field of the panel can show (an unknown attr, a wrong attrs type, a problem with the
 * children): the panel lists them at the top so none is lost.
 */
export function unplacedProblems(problems: readonly Problem[], module: Module, form: ModuleForm): Problem[] {
  const placement = fieldPlacement(form.attrFields, module.attrs, ['attrs']);
  const header = new Set(['/label', '/isDefault', ...(form.bindsFormKey ? ['/formKey'] : [])]);
  // A module of an unknown component edits its attrs as one JSON box, which shows every attrs problem.
  const wholeAttrs = form.block === undefined;
  return problems.filter(
    (problem) =>
      !header.has(problem.path) &&
      // The conditions section shows every problem of a condition, under its row or its title.
      !CONDITION_KEYS.some((key) => problem.path === `/${key}` || problem.path.startsWith(`/${key}/`)) &&
      !isPlaced(placement, problem.path) &&
      !(wholeAttrs && (problem.path === '/attrs' || problem.path.startsWith('/attrs/'))),
  );
}
