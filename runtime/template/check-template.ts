import { migrateTemplate } from '../../schema/migrations/migrate-template';
import { attrsComponents } from '../../schema/validate/attrs-sites';
import { loadPrecompiledTemplateValidator, PRECOMPILED_VALIDATOR_LOADERS } from '../../schema/validate/precompiled-template-validator';
import { retryImport } from '../app/retry-import';
import { BLOCK_SUMMARIES } from './block-summaries';
import type { TemplateState } from './template-state';

function loadStructure() {
  return Promise.all([
    retryImport(PRECOMPILED_VALIDATOR_LOADERS.structure)(),
    retryImport(() => import('../../schema/validate/validate-template'))(),
  ]);
}

// Asked for as soon as the template page's code runs, alongside the template request rather than
// after it; the attrs validators can only be asked for once the template shows which it needs.
let structure: ReturnType<typeof loadStructure> | undefined = typeof window === 'undefined' ? undefined : loadStructure();

async function structureLoaded() {
  try {
    structure ??= loadStructure();
    return await structure;
  } catch (error) {
    // The next template check asks again instead of reusing the failure.
    structure = undefined;
    throw error;
  }
}

/** The generated loaders, each import tried twice; the structure's module is the one asked for early. */
const loaders = {
  structure: async () => (await structureLoaded())[0],
  attrs: Object.fromEntries(Object.entries(PRECOMPILED_VALIDATOR_LOADERS.attrs).map(([component, load]) => [component, retryImport(load)])),
};

/**
 * Upgrades and validates a template with the precompiled validators, chunks of their own: the
 * template's structure, fetched while the template is on its way, and the attrs checks of the
 * components the template uses, fetched in parallel once it has arrived. The buyer bundle holds no
 * ajv and no eval.
 */
export async function checkTemplate(input: unknown): Promise<TemplateState> {
  if (input === undefined || input === null) return { status: 'empty' };
  const migrated = migrateTemplate(input);
  if (!migrated.ok) return { status: 'invalid', problems: [{ path: '', message: migrated.message }] };
  const [schemaValidator, [, { validateTemplate }]] = await Promise.all([
    loadPrecompiledTemplateValidator(attrsComponents(migrated.template), loaders),
    structureLoaded(),
  ]);
  const result = validateTemplate(migrated.template, schemaValidator, BLOCK_SUMMARIES);
  return result.valid ? { status: 'ready', template: result.template } : { status: 'invalid', problems: result.problems, input: migrated.template };
}
