import { BLOCK_CATALOGUE } from '../../../schema/catalogue';
import { migrateTemplate } from '../../../schema/migrations/migrate-template';
import { CURRENT_SCHEMA_VERSION } from '../../../schema/template/schema-version';
import type { TemplateConfig } from '../../../schema/template/template-config';
import { compileTemplateValidator } from '../../../schema/validate/compile-template-validator';
import type { Problem } from '../../../schema/validate/problem';
import type { SchemaValidator } from '../../../schema/validate/schema-validator';
import { validateTemplate } from '../../../schema/validate/validate-template';
import { TEMPLATE_MAX_DEPTH, tooDeepAt } from './too-deep';

/** The outcome of checking a template for publication. */
export type TemplateCheck =
  | { readonly ok: true; readonly template: TemplateConfig; readonly upgraded: boolean }
  | { readonly ok: false; readonly problems: readonly Problem[] };

let validator: SchemaValidator | undefined;

/** Compiling the catalogue-wide schema takes a while, so it happens once, on first use. */
function templateValidator(): SchemaValidator {
  validator ??= compileTemplateValidator();
  return validator;
}

/**
 * What publishing insists on: nesting no deeper than TEMPLATE_MAX_DEPTH (a 422 naming where), the
 * template upgraded to the current format by the migration chain, then valid against the schema and
 * the catalogue. `upgraded` says the migration changed its format
 * version, so the caller stores the upgraded draft too.
 */
export function checkTemplate(input: unknown): TemplateCheck {
  const deep = tooDeepAt(input);
  if (deep !== undefined) return { ok: false, problems: [{ path: deep, message: `嵌套过深（模板最多 ${TEMPLATE_MAX_DEPTH} 层）` }] };
  const migrated = migrateTemplate(input);
  if (!migrated.ok) return { ok: false, problems: [{ path: '', message: migrated.message }] };
  const validation = validateTemplate(migrated.template, templateValidator(), BLOCK_CATALOGUE);
  if (!validation.valid) return { ok: false, problems: validation.problems };
  return { ok: true, template: validation.template, upgraded: migrated.fromVersion < CURRENT_SCHEMA_VERSION };
}
