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
  parameters?: { in: string; name: string; required?: boolean; schema?: { title?: string } }[];
}

function fieldList(names: string[], required: Set<string>, titles: Record<string, string | undefined>): string {
  if (names.length === 0) return '—';
  return names.map((name) => `\`${name}\`${required.has(name) ? '*' : ''}${titles[name] ? ` ${titles[name]}` : ''}`).join(', ');
}

/**
 * `docs/api.md`: every route the server mounts, from its own OpenAPI document, so the reference cannot
 * drift from the code. Built on an empty in-memory database (no network, no seed).
 */
export async function renderApiDoc(): Promise<string> {
  const db = await openPgliteDatabase(undefined);
  await migrate(db);
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', DIST_DIR: '/nonexistent-dist' }), db, logLevel: 'silent' });
  await app.ready();
  const document = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  await app.close();
  await db.close();

  const lines = [
    '# API reference',
    '',
    'Generated from the server\'s OpenAPI document by `npm run docs`; do not edit by hand. The live document',
    'is served at `/api/openapi.json`; request and response schemas are in `schema/api/` (and, as plain JSON,',
    '`schema/json/api-calls.json`).',
    '',
    'Every buyer call sends the tenant in the `x-tenant-code` header (default `health`). Editor calls',
    '(`/api/editor`) act for the tenant of the signed-in session instead, need the session cookie from',
    '`POST /api/editor/session` and, when they change anything, this server\'s `Origin`; each says who may',
    'call it (401 signed out, 403 without the role). Replies use the envelope',
    '`{ success, code, message, result | value | data }`; a bad body is answered with HTTP 400, code 40000',
    'and `errors: [{ path, message }]` naming the field at fault. `*` marks a required field.',
    '',
    '| method | path | summary | body | query |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const [path, methods] of Object.entries(document.paths).sort(([a], [b]) => a.localeCompare(b))) {
    for (const [method, operation] of Object.entries(methods)) {
      const schema = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
      const properties = schema?.properties ?? {};
      const bodyTitles = Object.fromEntries(Object.entries(properties).map(([name, value]) => [name, value.title]));
      const body = fieldList(Object.keys(properties), new Set(schema?.required ?? []), bodyTitles);
      const queryParams = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
      const query = fieldList(
        queryParams.map((parameter) => parameter.name),
        new Set(queryParams.filter((parameter) => parameter.required).map((parameter) => parameter.name)),
        Object.fromEntries(queryParams.map((parameter) => [parameter.name, parameter.schema?.title])),
      );
      const access = operation.tags?.includes('editor') && operation.description ? ` — ${operation.description}` : '';
      const summary = `${operation.summary ?? ''}${access}`.replace(/\|/g, '\\|').replace(/\n/g, ' ');
      lines.push(`| ${method.toUpperCase()} | \`${path}\` | ${summary} | ${body} | ${query} |`);
    }
  }
  return `${lines.join('\n')}\n`;
}
