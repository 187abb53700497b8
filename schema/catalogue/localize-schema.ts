import { ENGLISH_TEXT_KEYWORDS, type CatalogueLocale } from './catalogue-locale';

type Json = unknown;

/** Keys whose values are data (examples, defaults, constants), not schemas: left as they are. */
const DATA_KEYS: ReadonlySet<string> = new Set(['default', 'const', 'enum', 'examples']);
/** Keys whose values name schemas (`properties.title` is an attr called title, not a title). */
const SCHEMA_MAPS: ReadonlySet<string> = new Set(['properties', 'patternProperties', 'definitions', '$defs']);

function mapSchema(node: Json, visit: (schema: Record<string, Json>) => Record<string, Json>): Json {
  if (Array.isArray(node)) return node.map((item) => mapSchema(item, visit));
  if (typeof node !== 'object' || node === null) return node;
  const copy: Record<string, Json> = {};
  for (const [key, value] of Object.entries(node)) {
    if (DATA_KEYS.has(key)) copy[key] = value;
    else if (SCHEMA_MAPS.has(key) && typeof value === 'object' && value !== null) {
      copy[key] = Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, mapSchema(schema, visit)]));
    } else copy[key] = mapSchema(value, visit);
  }
  return visit(copy);
}

/**
 * A schema whose `title` and `description` read in `locale`: for English, every node's `titleEn` and
 * `descriptionEn` take their place (a node without them keeps its own). Chinese returns the schema
 * itself. The copy is plain JSON: TypeBox's symbol keys are not carried over.
 */
export function localizeSchema<T>(schema: T, locale: CatalogueLocale): T {
  if (locale === 'zh-CN') return schema;
  return mapSchema(schema, (node) => {
    const { titleEn, descriptionEn, ...rest } = node;
    return {
      ...rest,
      ...(typeof titleEn === 'string' ? { title: titleEn } : {}),
      ...(typeof descriptionEn === 'string' ? { description: descriptionEn } : {}),
    };
  }) as T;
}

const TEXTS: ReadonlySet<string> = new Set(['title', 'description', ...ENGLISH_TEXT_KEYWORDS]);

/**
 * A schema without its texts, titles and descriptions in either language: annotations that validate
 * nothing, left out of the buyer's precompiled validators (ajv keeps a schema object in the code when
 * a check reads it, an enum's values for one, and with it every text it holds).
 */
export function withoutTexts<T>(schema: T): T {
  return mapSchema(schema, (node) => Object.fromEntries(Object.entries(node).filter(([key]) => !TEXTS.has(key)))) as T;
}
