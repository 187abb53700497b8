import { BLOCK_CATALOGUE, localizeSchema, type BlockDefinition, type CatalogueLocale } from '../../schema/catalogue';
import type { FieldDescriptor } from './control-descriptor';
import { describeFields } from './describe-control';
import { asSchemaNode } from './schema-node';

/** What the panel shows for a module of one component: its block, attr controls and form key field. */
export interface ModuleForm {
  /** Undefined for a component the catalogue does not know (e.g. pasted into the code view). */
  readonly block: BlockDefinition | undefined;
  readonly attrFields: readonly FieldDescriptor[];
  /** Whether the block binds a form key, so the panel offers the form key field. */
  readonly bindsFormKey: boolean;
}

// Schemas never change while the editor runs, so each component is described once per language.
const cache = new Map<string, ModuleForm>();

/** The property form of a component, read from its catalogue entry, its labels and help in `locale`. */
export function describeModule(component: string, locale: CatalogueLocale): ModuleForm {
  const key = `${locale}:${component}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const block = BLOCK_CATALOGUE.get(component);
  const form: ModuleForm = {
    block,
    attrFields: block === undefined ? [] : describeFields(asSchemaNode(localizeSchema(block.attrs, locale))),
    bindsFormKey: block !== undefined && block.binds !== 'none',
  };
  cache.set(key, form);
  return form;
}
