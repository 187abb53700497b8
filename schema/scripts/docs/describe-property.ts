type JsonObject = Record<string, unknown>;

const TYPE_WORDS: Record<string, string> = {
  string: 'string',
  number: 'number',
  integer: 'integer',
  boolean: 'boolean',
  object: 'object',
  array: 'array',
  null: 'null',
};

/** A short type description of a JSON Schema node, e.g. `integer 1–7`, `"01" | "02"`, `array of object`. */
export function describeType(schema: JsonObject): string {
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(' \\| ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonObject[] | undefined;
  if (Array.isArray(alternatives)) return alternatives.map(describeType).join(' \\| ');
  if (typeof schema.$ref === 'string') return schema.$ref.replace('#/definitions/', '');
  const type = TYPE_WORDS[String(schema.type)] ?? 'any';
  if (type === 'array') {
    const items = schema.items as JsonObject | JsonObject[] | undefined;
    if (Array.isArray(items)) return `[${items.map(describeType).join(', ')}]`;
    return items ? `array of ${describeType(items)}` : 'array';
  }
  const bounds: string[] = [];
  if (schema.minimum !== undefined || schema.maximum !== undefined) bounds.push(`${schema.minimum ?? ''}–${schema.maximum ?? ''}`);
  if (schema.minLength !== undefined && schema.minLength !== 1) bounds.push(`min length ${String(schema.minLength)}`);
  if (schema.minLength === 1) bounds.push('non-empty');
  if (schema.maxLength !== undefined) bounds.push(`max length ${String(schema.maxLength)}`);
  if (schema.maxItems !== undefined) bounds.push(`max ${String(schema.maxItems)} items`);
  if (schema.pattern !== undefined) bounds.push(`pattern \`${String(schema.pattern).replace(/\|/g, '\\|')}\``);
  return bounds.length > 0 ? `${type} (${bounds.join(', ')})` : type;
}

/** One table cell: a title and its description, in one language. */
function meaning(title: unknown, description: unknown, separator: string): string {
  return [title, description].filter(Boolean).join(separator).replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

/** Markdown table rows for an object schema's properties: name, type, required, title and description in English and Chinese. */
export function propertyRows(schema: JsonObject, prefix = ''): string[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonObject>;
  const required = new Set((schema.required ?? []) as string[]);
  const rows: string[] = [];
  for (const [name, property] of Object.entries(properties)) {
    const english = meaning(property.titleEn, property.descriptionEn, ': ');
    const chinese = meaning(property.title, property.description, '：');
    rows.push(`| \`${prefix}${name}\` | ${describeType(property)} | ${required.has(name) ? 'yes' : ''} | ${english} | ${chinese} |`);
    const items = property.items as JsonObject | undefined;
    if (property.type === 'object' && property.properties) rows.push(...propertyRows(property, `${prefix}${name}.`));
    else if (property.type === 'array' && items && !Array.isArray(items) && items.type === 'object') {
      rows.push(...propertyRows(items, `${prefix}${name}[].`));
    }
  }
  return rows;
}

export const PROPERTY_TABLE_HEADER = ['| field | type | required | meaning | 中文 |', '| --- | --- | --- | --- | --- |'];
