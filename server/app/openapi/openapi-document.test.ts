import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CALLS } from '../../../schema/api';
import { EDITOR_ROUTES, type EditorRouteName } from '../../../schema/api/editor/editor-routes';
import { TENANT_HEADER } from '../../../schema/api/tenant-header';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { testDatabases } from '../../testing/test-databases';
import { callFailures } from './call-operations';
import { editorRouteFailures } from './editor-route-failures';
import { OPENAPI_TAGS } from './operation-tags';

interface Reply {
  description?: string;
  content?: Record<string, { schema?: { $ref?: string } }>;
}

interface Operation {
  operationId?: string;
  tags?: string[];
  parameters?: { $ref?: string; in?: string; name?: string }[];
  responses: Record<string, Reply>;
}

interface Document {
  openapi: string;
  tags: { name: string; description: string }[];
  components: { schemas: Record<string, unknown>; parameters: Record<string, { name: string; in: string }> };
  paths: Record<string, Record<string, Operation>>;
}

const TENANT_PARAMETER = '#/components/parameters/TenantCode';

/** Operations that answer a redirect instead of a 200, with that status. */
const REDIRECTS: Record<string, string> = { mockCashierForm: '303' };

/** Routes outside the contract and the editor that read the tenant header, by operationId. */
const OTHER_TENANT_READERS = ['queryGoodsTemplateConfigGet', 'devSmsOutbox'];

/** Routes outside the editor that do not: the tenant is in the path, or none is needed. */
const NOT_TENANT_READERS = ['readUploadedImage', 'readAsset', 'cashierNotify', 'mockCashierForm'];

function operationsOf(document: Document): [string, Operation][] {
  return Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]): [string, Operation] => [`${method.toUpperCase()} ${path}`, operation]));
}

function byId(document: Document): Map<string, Operation> {
  return new Map(operationsOf(document).map(([, operation]) => [operation.operationId ?? '', operation]));
}

function errorStatuses(operation: Operation): number[] {
  return Object.keys(operation.responses).map(Number).filter((status) => status >= 400);
}

describe('the OpenAPI document at /api/openapi.json', () => {
  let t: TestApp;
  let document: Document;
  beforeAll(async () => {
    const [target] = testDatabases();
    if (!target) throw new Error('no test database');
    t = await createTestApp(target, { seed: false });
    document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  });
  afterAll(async () => t.close());

  it('is a valid OpenAPI 3.0 document', async () => {
    expect(document.openapi).toMatch(/^3\.0\./);
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
  });

  it('gives every operation a unique operationId, one described tag and a success reply with its schema', () => {
    const tags = new Set(document.tags.map((tag) => tag.name));
    expect(document.tags).toEqual(OPENAPI_TAGS);
    const ids = operationsOf(document).map(([, operation]) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [route, operation] of operationsOf(document)) {
      expect(operation.operationId, route).toMatch(/^[A-Za-z][A-Za-z0-9_]*$/);
      expect(operation.tags, route).toHaveLength(1);
      expect(tags.has(operation.tags?.[0] ?? ''), route).toBe(true);
      const redirect = REDIRECTS[operation.operationId ?? ''];
      if (redirect) {
        expect(Object.keys(operation.responses).filter((status) => status.startsWith('2')), route).toEqual([]);
        expect(operation.responses[redirect]?.description, route).toBeTruthy();
        continue;
      }
      const success = Object.values(operation.responses['200']?.content ?? {});
      expect(success.length, route).toBeGreaterThan(0);
      for (const media of success) expect(media.schema, route).toBeDefined();
    }
    expect(new Set(operationsOf(document).flatMap(([, operation]) => operation.tags ?? []))).toEqual(tags);
  });

  it('declares on every operation the error replies it can give, each with the failure envelope', () => {
    for (const [route, operation] of operationsOf(document)) {
      const statuses = errorStatuses(operation);
      expect(statuses, route).toEqual(expect.arrayContaining([400, 500]));
      const envelope = operation.tags?.includes('editor') ? '#/components/schemas/EditorFailure' : '#/components/schemas/FailureEnvelope';
      for (const status of statuses) {
        const reply = operation.responses[String(status)];
        expect(reply?.description, `${route} ${status}`).toBeTruthy();
        expect(reply?.content?.['application/json']?.schema?.$ref, `${route} ${status}`).toBe(envelope);
      }
    }
    const operations = byId(document);
    for (const call of API_CALLS) {
      const operation = operations.get(call.name);
      if (!operation) throw new Error(`${call.name} is not in the document`);
      expect(errorStatuses(operation), call.name).toEqual([...new Set(callFailures(call))].sort((a, b) => a - b));
    }
    for (const [name, route] of Object.entries(EDITOR_ROUTES)) {
      const operation = operations.get(`editor_${name}`);
      if (!operation) throw new Error(`${name} is not in the document`);
      expect(errorStatuses(operation), name).toEqual([...new Set(editorRouteFailures(name as EditorRouteName, route))].sort((a, b) => a - b));
    }
  });

  it('declares the 415 a request with an unknown Content-Encoding gets before any handler, also on a GET', async () => {
    for (const url of ['/api/v1/insure/queryGoodsTemplateConfig?promotionId=p1', '/media/missing.png']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'content-encoding': 'x-unknown' } });
      expect(response.statusCode, url).toBe(415);
      expect(response.json(), url).toMatchObject({ success: false, code: 40000 });
    }
    const operations = byId(document);
    for (const id of ['queryGoodsTemplateConfigGet', 'readAsset']) expect(operations.get(id)?.responses['415'], id).toBeDefined();
  });

  it('declares the 304 of the cacheable template GET, without a body', () => {
    const notModified = byId(document).get('queryGoodsTemplateConfigGet')?.responses['304'];
    expect(notModified?.description).toBeTruthy();
    expect(notModified?.content).toBeUndefined();
  });

  it('documents the tenant header once, as a parameter of every call that reads it and of no route that does not', () => {
    expect(document.components.parameters.TenantCode).toMatchObject({ name: TENANT_HEADER, in: 'header', required: false });
    const readers = new Set([...API_CALLS.map((call) => call.name), ...OTHER_TENANT_READERS]);
    const others = new Set([...Object.keys(EDITOR_ROUTES).map((name) => `editor_${name}`), ...NOT_TENANT_READERS]);
    for (const [route, operation] of operationsOf(document)) {
      const references = (operation.parameters ?? []).filter((parameter) => parameter.$ref === TENANT_PARAMETER);
      const id = operation.operationId ?? '';
      if (readers.has(id)) expect(references.length, route).toBe(1);
      if (others.has(id)) expect(references.length, route).toBe(0);
      expect(references.length, route).toBeLessThanOrEqual(1);
      expect((operation.parameters ?? []).some((parameter) => parameter.in === 'header' && parameter.name === TENANT_HEADER), route).toBe(false);
    }
    expect(JSON.stringify(document)).not.toMatch(/x-reads-tenant-header/);
  });

  it('names its components after their schemas, never def-<n>', () => {
    const names = Object.keys(document.components.schemas);
    expect(names).toEqual(expect.arrayContaining(['TemplateConfig', 'Page', 'Module', 'Order', 'FailureEnvelope', 'EditorFailure']));
    for (const name of names) expect(name).toMatch(/^[A-Z][A-Za-z0-9]*$/);
    expect(JSON.stringify(document)).not.toMatch(/#\/components\/schemas\/def-\d+/);
  });

  it('leaves out the pages and files of the built apps', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'openapi-dist-'));
    mkdirSync(join(dist, 'editor'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    writeFileSync(join(dist, 'editor', 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    writeFileSync(join(dist, 'favicon.ico'), '');
    const withApps = await t.buildAnotherApp({ DIST_DIR: dist });
    try {
      expect((await withApps.inject({ method: 'GET', url: '/editor/' })).headers['content-type']).toMatch(/^text\/html/);
      const served = (await withApps.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Document;
      expect(Object.keys(served.paths).sort()).toEqual(Object.keys(document.paths).sort());
    } finally {
      await withApps.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
