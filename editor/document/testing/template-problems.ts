import { BLOCK_CATALOGUE } from '../../../schema/catalogue';
import type { TemplateConfig } from '../../../schema/template/template-config';
import { compileTemplateValidator } from '../../../schema/validate/compile-template-validator';
import type { Problem } from '../../../schema/validate/problem';
import { validateTemplate } from '../../../schema/validate/validate-template';

let validator: ReturnType<typeof compileTemplateValidator> | undefined;

/**
 * The shared validator's problems with a template (empty when valid), through the run-time ajv
 * compilation the editor itself uses, so the check follows the catalogue as it is now. Compiled once
 * per test file.
 */
export function templateProblems(template: TemplateConfig): readonly Problem[] {
  validator ??= compileTemplateValidator();
  return validateTemplate(template, validator, BLOCK_CATALOGUE).problems;
}
