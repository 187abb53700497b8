import { BLOCK_LIST } from '../catalogue';
import { ModuleSchema } from '../template/module';
import { PageSchema } from '../template/page';
import { TemplateConfigSchema } from '../template/template-config';
import { plainSchema as plain, withLocalRefs as localRefs } from '../plain-json-schema';

type JsonObject = Record<string, unknown>;

/** The definition name of a component's attrs schema. */
const attrsDefinition = (component: string) => `${component}Attrs`;

/** The module schema with `component` restricted to the catalogue's names; `attrs` is any object. */
function moduleStructure(): JsonObject {
  const base = plain(ModuleSchema);
  const properties = base.properties as JsonObject;
  const component = properties.component as JsonObject;
  properties.component = { ...component, enum: BLOCK_LIST.map((block) => block.component) };
  return base;
}

/**
 * The module schema with the catalogue folded in: `component` must be a catalogue name, and `attrs`
 * is checked against that component's attrs schema (one `if`/`then` per component, which also gives
 * editors such as monaco completion inside `attrs`). Each attrs schema is a definition of its own that
 * the `then` refers to: compiled, each is a small function of its own, which a browser compiles only
 * when a template uses that component, instead of one function holding every component's checks.
 */
function moduleWithCatalogue(): JsonObject {
  return {
    ...moduleStructure(),
    allOf: BLOCK_LIST.map((block) => ({
      if: { properties: { component: { const: block.component } }, required: ['component'] },
      then: { properties: { attrs: { $ref: `#/definitions/${attrsDefinition(block.component)}` } } },
    })),
  };
}

/** Each component's attrs schema, by component name, in catalogue order. */
export function buildAttrsJsonSchemas(): ReadonlyMap<string, JsonObject> {
  return new Map(
    BLOCK_LIST.map((block) => [
      block.component,
      { ...plain(block.attrs), title: `${block.title}属性`, titleEn: `${block.titleEn} attributes` },
    ]),
  );
}

function templateSchema(module: JsonObject, attrs: JsonObject): JsonObject {
  const ids = new Set(['Module', 'Page', 'TemplateConfig']);
  const root = plain(TemplateConfigSchema);
  return localRefs(
    {
      $schema: 'http://json-schema.org/draft-07/schema#',
      $id: 'https://insure-h5.local/schema/template.schema.json',
      ...root,
      definitions: { Page: plain(PageSchema), Module: module, ...attrs },
    },
    ids,
  ) as JsonObject;
}

/**
 * The whole template format as one self-contained JSON Schema (draft-07): what ajv compiles, what the
 * editor's code view and outside tools read, and what the docs are generated from.
 */
export function buildTemplateJsonSchema(): JsonObject {
  const attrs = Object.fromEntries([...buildAttrsJsonSchemas()].map(([component, schema]) => [attrsDefinition(component), schema]));
  return templateSchema(moduleWithCatalogue(), attrs);
}

/**
 * The template format without the components' attrs schemas: pages, modules and everything else,
 * an unknown component included, but `attrs` only as an object. With each module's attrs checked
 * against `buildAttrsJsonSchemas()`, it checks what `buildTemplateJsonSchema()` checks; the buyer
 * app's precompiled validators are split so, to download only the attrs checks its template needs.
 */
export function buildTemplateStructureJsonSchema(): JsonObject {
  return templateSchema(moduleStructure(), {});
}
