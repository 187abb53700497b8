import { openapi30Schema } from './openapi-30-schema';

interface Media {
  schema?: unknown;
}

interface Operation {
  parameters?: { schema?: unknown }[];
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { description?: string; content?: Record<string, Media>; headers?: Record<string, Media> }>;
}

export interface OpenapiDocument {
  components?: { schemas?: Record<string, unknown>; parameters?: Record<string, { schema?: unknown }> };
  paths: Record<string, Record<string, Operation>>;
}

function rewriteMedia(media: Record<string, Media> | undefined): void {
  for (const entry of Object.values(media ?? {})) if (entry.schema !== undefined) entry.schema = openapi30Schema(entry.schema);
}

/** Rewrites, in place, every schema of the document as an OpenAPI 3.0 Schema Object (see openapi30Schema). */
export function toOpenapi30Schemas(document: OpenapiDocument): void {
  const schemas = document.components?.schemas ?? {};
  for (const [name, schema] of Object.entries(schemas)) schemas[name] = openapi30Schema(schema);
  for (const parameter of Object.values(document.components?.parameters ?? {})) parameter.schema = openapi30Schema(parameter.schema);
  for (const operations of Object.values(document.paths)) {
    for (const operation of Object.values(operations)) {
      for (const parameter of operation.parameters ?? []) if (parameter.schema !== undefined) parameter.schema = openapi30Schema(parameter.schema);
      rewriteMedia(operation.requestBody?.content);
      for (const response of Object.values(operation.responses ?? {})) {
        rewriteMedia(response.content);
        rewriteMedia(response.headers);
      }
    }
  }
}
