import { buildApp } from '../app/build-app';
import { loadConfig } from '../config/load-config';
import { migrate } from '../db/migrate';
import { openPgliteDatabase } from '../db/pglite-database';

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  operationId?: string;
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, { title?: string }>; required?: string[] } }> };
  parameters?: { in?: string; name?: string; required?: boolean; schema?: { title?: string } }[];
  responses?: Record<string, { description?: string }>;
}

interface Document {
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
}

function fieldList(names: string[], required: Set<string>, titles: Record<string, string | undefined>): string {
  if (names.length === 0) return '—';
  return names.map((name) => `\`${name}\`${required.has(name) ? '*' : ''}${titles[name] ? ` ${titles[name]}` : ''}`).join(', ');
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

function operationRow(path: string, method: string, operation: Operation): string {
  const schema = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
  const properties = schema?.properties ?? {};
  const bodyTitles = Object.fromEntries(Object.entries(properties).map(([name, value]) => [name, value.title]));
  const body = fieldList(Object.keys(properties), new Set(schema?.required ?? []), bodyTitles);
  const queryParams = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
  const query = fieldList(
    queryParams.map((parameter) => parameter.name ?? ''),
    new Set(queryParams.filter((parameter) => parameter.required).map((parameter) => parameter.name ?? '')),
    Object.fromEntries(queryParams.map((parameter) => [parameter.name, parameter.schema?.title])),
  );
  const access = operation.tags?.includes('editor') && operation.description ? ` — ${operation.description}` : '';
  const replies = Object.keys(operation.responses ?? {}).join(', ');
  return `| ${method.toUpperCase()} | \`${path}\` | ${cell(`${operation.summary ?? ''}${access}`)} | ${body} | ${query} | ${replies} |`;
}

/** Each reply status of the document with what it means (the same wherever it is declared). */
function statusMeanings(document: Document): [string, string][] {
  const meanings = new Map<string, string>();
  for (const methods of Object.values(document.paths)) {
    for (const operation of Object.values(methods)) {
      for (const [status, reply] of Object.entries(operation.responses ?? {})) {
        if (Number(status) >= 400 && !meanings.has(status)) meanings.set(status, reply.description ?? '');
      }
    }
  }
  return [...meanings].sort(([a], [b]) => a.localeCompare(b));
}

/**
 * `docs/api.md`: every route the server mounts, from its own OpenAPI document, so the reference cannot
 * drift from the code: grouped by the document's tags, each with its replies. Built on an empty
 * in-memory database (no network, no seed) with the test settings (the mock cashier and the SMS
 * outbox on), so the output depends on the code only.
 */
export async function renderApiDoc(): Promise<string> {
  const db = await openPgliteDatabase(undefined);
  await migrate(db);
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', DIST_DIR: '/nonexistent-dist' }), db, logLevel: 'silent' });
  await app.ready();
  const document = app.swagger() as unknown as Document;
  await app.close();
  await db.close();

  const lines = [
    '# API reference',
    '',
    'Generated from the server\'s OpenAPI document by `npm run docs`; do not edit by hand. The live document',
    'is served at `/api/openapi.json` (OpenAPI 3.0); request and response schemas are in `schema/api/` (and,',
    'as plain JSON, `schema/json/api-calls.json`).',
    '',
    'Every buyer call sends the tenant in the `x-tenant-code` header (the `TenantCode` parameter; default',
    '`health`, an unknown tenant is refused with 400 and code 40001). Editor calls (`/api/editor`) act for',
    'the tenant of the signed-in session instead, need the session cookie from `POST /api/editor/session`',
    'and, when they change anything, this server\'s `Origin`; each says who may call it (401 signed out, 403',
    'without the role). Replies use the envelope `{ success, code, message, result | value | data }`; a',
    'refusal with an HTTP error status carries the failure envelope (`FailureEnvelope`, the editor\'s',
    '`EditorFailure`): `{ success: false, code, message, errors?, details? }`, where a bad body is answered',
    'with HTTP 400, code 40000 and `errors: [{ path, message }]` naming the field at fault. `*` marks a',
    'required field; "replies" lists every status a route declares.',
    '',
    '| status | meaning |',
    '| --- | --- |',
    ...statusMeanings(document).map(([status, meaning]) => `| ${status} | ${cell(meaning)} |`),
  ];
  const paths = Object.entries(document.paths).sort(([a], [b]) => a.localeCompare(b));
  for (const tag of document.tags ?? []) {
    lines.push('', `## ${tag.name}`, '', tag.description ?? '', '', '| method | path | summary | body | query | replies |', '| --- | --- | --- | --- | --- | --- |');
    for (const [path, methods] of paths) {
      for (const [method, operation] of Object.entries(methods)) {
        if (operation.tags?.[0] === tag.name) lines.push(operationRow(path, method, operation));
      }
    }
  }
  return `${lines.join('\n')}\n`;
}
