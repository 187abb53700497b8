import { migrateTemplate } from '../../schema/migrations/migrate-template';
import { retryImport } from '../app/retry-import';
import { BLOCK_SUMMARIES } from './block-summaries';
import type { TemplateState } from './template-state';

function loadValidators() {
  return Promise.all([
    retryImport(() => import('../../schema/generated/validators.js'))(),
    retryImport(() => import('../../schema/validate/validate-template'))(),
  ]);
}

// Asked for as soon as the template page's code runs, alongside the template request rather than
// after it: the validators are the largest chunk on the way to the first paint.
let validators: ReturnType<typeof loadValidators> | undefined = typeof window === 'undefined' ? undefined : loadValidators();

async function validatorsLoaded() {
  try {
    validators ??= loadValidators();
    return await validators;
  } catch (error) {
    // The next template check asks again instead of reusing the failure.
    validators = undefined;
    throw error;
  }
}

/**
 * Upgrades and validates a template with the precompiled validator, a chunk of its own fetched while
 * the template is on its way. The buyer bundle holds no ajv and no eval.
 */
export async function checkTemplate(input: unknown): Promise<TemplateState> {
  if (input === undefined || input === null) return { status: 'empty' };
  const migrated = migrateTemplate(input);
  if (!migrated.ok) return { status: 'invalid', problems: [{ path: '', message: migrated.message }] };
  const [{ validateTemplateSchema }, { validateTemplate }] = await validatorsLoaded();
  const result = validateTemplate(migrated.template, validateTemplateSchema, BLOCK_SUMMARIES);
  return result.valid ? { status: 'ready', template: result.template } : { status: 'invalid', problems: result.problems, input: migrated.template };
}
