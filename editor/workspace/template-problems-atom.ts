import { atom } from 'jotai';
import { BLOCK_CATALOGUE } from '../../schema/catalogue';
import { compileTemplateValidator } from '../../schema/validate/compile-template-validator';
import type { SchemaValidator } from '../../schema/validate/schema-validator';
import { validateTemplate } from '../../schema/validate/validate-template';
import { templateAtom } from '../document/document-atoms';

let validator: SchemaValidator | undefined;

/**
 * The shared validator's problems with the template as it stands, recomputed on each edit, so the
 * property panel marks the field at fault while typing. The schema is compiled on first use.
 */
export const templateProblemsAtom = atom((get) => {
  validator ??= compileTemplateValidator();
  return validateTemplate(get(templateAtom), validator, BLOCK_CATALOGUE).problems;
});
