type JsonObject = Record<string, unknown>;

/** A plain-JSON copy of a TypeBox schema (drops TypeBox's symbol keys). */
export function plainSchema(schema: unknown): JsonObject {
  return JSON.parse(JSON.stringify(schema)) as JsonObject;
}

/**
 * Rewrites `$ref: "Module"` style references to `#/definitions/Module` and drops nested `$id`s, so a
 * schema bundled with its definitions is self-contained for monaco and outside tools.
 */
export function withLocalRefs(node: unknown, ids: ReadonlySet<string>): unknown {
  if (Array.isArray(node)) return node.map((item) => withLocalRefs(item, ids));
  if (typeof node !== 'object' || node === null) return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string' && ids.has(value)) out[key] = `#/definitions/${value}`;
    else if (key === '$id') continue;
    else out[key] = withLocalRefs(value, ids);
  }
  return out;
}
