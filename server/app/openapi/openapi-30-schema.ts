/** The keywords of an OpenAPI 3.0 Schema Object (besides `x-` extensions). */
const OPENAPI_30_KEYWORDS: ReadonlySet<string> = new Set([
  '$ref', 'title', 'description', 'default', 'example', 'deprecated', 'readOnly', 'writeOnly', 'nullable', 'format',
  'type', 'enum', 'multipleOf', 'maximum', 'exclusiveMaximum', 'minimum', 'exclusiveMinimum', 'maxLength', 'minLength',
  'pattern', 'items', 'maxItems', 'minItems', 'uniqueItems', 'properties', 'additionalProperties', 'required',
  'maxProperties', 'minProperties', 'allOf', 'oneOf', 'anyOf', 'not', 'discriminator', 'xml', 'externalDocs',
]);

type Schema = { readonly [key: string]: unknown };

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A JSON Schema bound (`exclusiveMinimum: 0`) as OpenAPI 3.0 writes it (`minimum: 0, exclusiveMinimum: true`). */
function bound(schema: Schema, exclusive: 'exclusiveMinimum' | 'exclusiveMaximum', inclusive: 'minimum' | 'maximum'): Schema {
  const value = schema[exclusive];
  if (typeof value !== 'number') return schema;
  return { ...schema, [inclusive]: value, [exclusive]: true };
}

/**
 * A JSON Schema of the contract as an OpenAPI 3.0 Schema Object, which is a narrower dialect:
 * - a tuple (`items: [a, b]`, TypeBox's Type.Tuple) becomes an array of any of its members, its length
 *   kept by minItems / maxItems (3.0 cannot say which position holds which);
 * - a numeric `exclusiveMinimum` / `exclusiveMaximum` becomes the bound with the boolean flag;
 * - any other keyword 3.0 does not know (the editor's `titleEn`, `additionalItems`, `$id`) is kept
 *   as an `x-` extension.
 * What Fastify validates with is untouched: only the document is rewritten.
 */
export function openapi30Schema(input: unknown): unknown {
  if (Array.isArray(input)) return input.map(openapi30Schema);
  if (!isSchema(input)) return input;
  const schema = bound(bound(input, 'exclusiveMinimum', 'minimum'), 'exclusiveMaximum', 'maximum');
  const output: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'items' && Array.isArray(value)) output.items = { anyOf: value.map(openapi30Schema) };
    else if (key === 'properties' && isSchema(value)) output.properties = Object.fromEntries(Object.entries(value).map(([name, property]) => [name, openapi30Schema(property)]));
    else if (key === 'items' || key === 'additionalProperties' || key === 'not') output[key] = openapi30Schema(value);
    else if (key === 'allOf' || key === 'oneOf' || key === 'anyOf') output[key] = openapi30Schema(value);
    else if (OPENAPI_30_KEYWORDS.has(key) || key.startsWith('x-')) output[key] = value;
    else output[`x-${key}`] = value;
  }
  return output;
}
