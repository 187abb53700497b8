import { ATTRS_VALIDATOR_LOADERS } from '../generated/validators/attrs-validator-loaders.js';
import type { SchemaValidator } from './schema-validator';
import { splitTemplateValidator, type AttrsValidator } from './split-template-validator';

type Load<T> = () => Promise<T>;

/** How the precompiled modules are loaded: by plain imports, or (the buyer app) with retries. */
export interface PrecompiledValidatorLoaders {
  readonly structure: Load<{ readonly validateTemplateStructure: SchemaValidator }>;
  readonly attrs: Readonly<Record<string, Load<{ readonly validateAttrs: AttrsValidator }>>>;
}

/** The generated modules, imported as they are. */
export const PRECOMPILED_VALIDATOR_LOADERS: PrecompiledValidatorLoaders = {
  structure: () => import('../generated/validators/template-structure.js'),
  attrs: ATTRS_VALIDATOR_LOADERS,
};

const isComponent = (component: string) => Object.hasOwn(ATTRS_VALIDATOR_LOADERS, component);

/**
 * The precompiled template validator for templates of `components` (names the catalogue does not
 * know are skipped: the structure reports them): the structure's module and the attrs modules of
 * those components, loaded in parallel, joined into one synchronous validator. It throws on a
 * template using a catalogue component it was not loaded for.
 */
export async function loadPrecompiledTemplateValidator(
  components: Iterable<string>,
  loaders: PrecompiledValidatorLoaders = PRECOMPILED_VALIDATOR_LOADERS,
): Promise<SchemaValidator> {
  const known = [...new Set(components)].filter(isComponent);
  const [{ validateTemplateStructure }, ...attrs] = await Promise.all([loaders.structure(), ...known.map((component) => loaders.attrs[component]!())]);
  return splitTemplateValidator(
    validateTemplateStructure,
    new Map(known.map((component, index) => [component, attrs[index]!.validateAttrs])),
    isComponent,
  );
}
