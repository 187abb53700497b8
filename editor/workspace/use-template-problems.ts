import { useAtomValue } from 'jotai';
import { BLOCK_CATALOGUE } from '../../schema/catalogue';
import type { TemplateConfig } from '../../schema/template/template-config';
import type { Problem } from '../../schema/validate/problem';
import type { SchemaValidator } from '../../schema/validate/schema-validator';
import { validateTemplate } from '../../schema/validate/validate-template';
import { templateAtom } from '../document/document-atoms';
import { templateValidatorAtom } from './template-validator-atom';

const NONE: readonly Problem[] = [];

// Templates are immutable: each is checked once however many panels ask.
const checked = new WeakMap<SchemaValidator, WeakMap<TemplateConfig, readonly Problem[]>>();

/** The shared validator's problems with a template (schema and template-level checks), remembered. */
export function templateProblems(template: TemplateConfig, validator: SchemaValidator): readonly Problem[] {
  let byTemplate = checked.get(validator);
  if (byTemplate === undefined) {
    byTemplate = new WeakMap();
    checked.set(validator, byTemplate);
  }
  let problems = byTemplate.get(template);
  if (problems === undefined) {
    problems = validateTemplate(template, validator, BLOCK_CATALOGUE).problems;
    byTemplate.set(template, problems);
  }
  return problems;
}

/**
 * The template's problems as the panels show them, none until the validator has loaded. Computed while
 * rendering, not when the document changes: a keystroke's re-render runs in a transition, so the check
 * never stands between the keystroke and the preview.
 */
export function useTemplateProblems(): readonly Problem[] {
  const template = useAtomValue(templateAtom);
  const validator = useAtomValue(templateValidatorAtom);
  return validator === undefined ? NONE : templateProblems(template, validator.validate);
}
