import type { BlockPlacement } from '../catalogue/define-block';
import type { ConditionBlockInfo } from '../template/condition-variables';
import type { TemplateConfig } from '../template/template-config';
import { checkAllowedChildren } from './checks/allowed-children';
import { checkModuleConditions } from './checks/module-conditions';
import { checkUniqueFormKeys } from './checks/unique-form-keys';
import { checkUniqueModuleIds } from './checks/unique-module-ids';
import { checkUniquePageKeys } from './checks/unique-page-keys';
import { errorsToProblems } from './error-to-problem';
import type { Problem } from './problem';
import type { SchemaValidator } from './schema-validator';

/** The outcome of validating a template: the typed template when valid, otherwise every problem. */
export type TemplateValidation =
  | { readonly valid: true; readonly template: TemplateConfig; readonly problems: readonly [] }
  | { readonly valid: false; readonly problems: readonly Problem[] };

/**
 * Validates a template against the schema (through whichever compiled validator the caller has: ajv
 * at run time on the server and in the editor, the precompiled one in the buyer app) and then runs the
 * checks a schema cannot express. Checks run even when the schema fails, so an operator sees every
 * problem at once.
 */
export function validateTemplate(
  input: unknown,
  schemaValidator: SchemaValidator,
  catalogue: ReadonlyMap<string, BlockPlacement & ConditionBlockInfo>,
): TemplateValidation {
  const schemaValid = schemaValidator(input);
  const problems = schemaValid ? [] : errorsToProblems(schemaValidator.errors);
  if (typeof input === 'object' && input !== null && !Array.isArray(input)) {
    const template = input as TemplateConfig;
    problems.push(
      ...checkUniquePageKeys(template),
      ...checkUniqueModuleIds(template),
      ...checkUniqueFormKeys(template),
      ...checkAllowedChildren(template, catalogue),
      ...checkModuleConditions(template, catalogue),
    );
  }
  if (problems.length === 0) return { valid: true, template: input as TemplateConfig, problems: [] };
  return { valid: false, problems };
}
