/**
 * The parts of a JSON Schema node the property panel reads. TypeBox schemas are plain JSON Schema
 * objects, so the panel reads them as data rather than through TypeBox's own types.
 */
export interface SchemaNode {
  readonly type?: string | readonly string[];
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly anyOf?: readonly SchemaNode[];
  readonly oneOf?: readonly SchemaNode[];
  readonly format?: string;
  /** `image/*` marks an image address (ImageUrlSchema): the field offers the asset library. */
  readonly contentMediaType?: string;
  readonly pattern?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly title?: string;
  readonly description?: string;
  readonly default?: unknown;
  readonly properties?: Readonly<Record<string, SchemaNode>>;
  readonly required?: readonly string[];
  readonly items?: SchemaNode | readonly SchemaNode[];
}

/** Reads a schema (a TypeBox object or plain JSON) as a node; TypeBox's symbol keys are ignored. */
export function asSchemaNode(schema: unknown): SchemaNode {
  return typeof schema === 'object' && schema !== null && !Array.isArray(schema) ? (schema as SchemaNode) : {};
}
