import { API_CALLS, API_SHARED_SCHEMAS } from '../api';
import { plainSchema, withLocalRefs } from '../plain-json-schema';

/**
 * Every call of the API contract as one self-contained JSON document: the shared entity schemas under
 * `definitions`, and per call its method, path (under `/api`), encoding, query, body and response.
 */
export function apiCallsJson(): unknown {
  const definitions: Record<string, unknown> = {};
  for (const schema of API_SHARED_SCHEMAS) {
    const id = (schema as { $id?: string }).$id;
    if (id) definitions[id] = plainSchema(schema);
  }
  const ids = new Set(Object.keys(definitions));
  const calls = API_CALLS.map((call) => ({
    name: call.name,
    method: call.method,
    path: `/api${call.path}`,
    summary: call.summary,
    encoding: call.method === 'POST' ? call.encoding : undefined,
    query: call.query ? plainSchema(call.query) : undefined,
    body: call.method === 'POST' ? plainSchema(call.body) : undefined,
    response: plainSchema(call.response),
  }));
  return withLocalRefs(
    { $comment: 'Generated from schema/api by npm run docs. Do not edit.', definitions, calls },
    ids,
  );
}
