import { BLOCK_CATALOGUE } from '../../schema/catalogue';
import { migrateTemplate } from '../../schema/migrations/migrate-template';
import { retryImport } from '../app/retry-import';
import type { TemplateState } from './template-state';

/**
 * Upgrades and validates a template with the precompiled validator, loaded on first use as its own
 * chunk so it does not weigh on the first paint. The buyer bundle holds no ajv and no eval.
 */
export async function checkTemplate(input: unknown): Promise<TemplateState> {
  if (input === undefined || input === null) return { status: 'empty' };
  const migrated = migrateTemplate(input);
  if (!migrated.ok) return { status: 'invalid', problems: [{ path: '', message: migrated.message }] };
  const [{ validateTemplateSchema }, { validateTemplate }] = await Promise.all([
    retryImport(() => import('../../schema/generated/validators.js'))(),
    retryImport(() => import('../../schema/validate/validate-template'))(),
  ]);
  const result = validateTemplate(migrated.template, validateTemplateSchema, BLOCK_CATALOGUE);
  return result.valid ? { status: 'ready', template: result.template } : { status: 'invalid', problems: result.problems };
}
