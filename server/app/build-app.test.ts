import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallHandlers } from './call-handler';
import { postApi } from '../testing/call-api';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { testDatabases } from '../testing/test-databases';

const handlers: CallHandlers = {
  queryGoodsTemplateConfig: async ({ body, tenant }) => ({ success: true, code: 0, message: `${tenant}:${body.promotionId}` }),
};

describe.each(testDatabases())('app core on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { handlers, seed: true });
  });
  afterAll(async () => t.close());

  const call = (body: object, tenant?: string) => postApi(t.app, '/v1/insure/queryGoodsTemplateConfig?promotionId=p1', body, tenant);

  it('serves a call with the default tenant when no tenant header is sent', async () => {
    const response = await call({ promotionId: 'p1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, code: 0, message: 'health:p1' });
  });

  it('passes the tenant header to the handler', async () => {
    expect((await call({ promotionId: 'p1' }, 'ba')).json().message).toBe('ba:p1');
  });

  it('refuses an unknown tenant with a clear message', async () => {
    const response = await call({ promotionId: 'p1' }, 'nobody');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 40001, message: '未知的租户「nobody」' });
  });

  it('answers a bad body with 400 naming the field at fault', async () => {
    const response = await call({ promotionId: '' });
    expect(response.statusCode).toBe(400);
    const reply = response.json();
    expect(reply).toMatchObject({ success: false, code: 40000 });
    expect(reply.errors).toContainEqual({ path: '/promotionId', message: '不能为空' });
    expect(reply.message).toContain('/promotionId');
  });

  it('answers an unknown API path with the envelope and 404', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/nothing-here', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 40400 });
  });

  it('publishes the OpenAPI document and a health check', async () => {
    const openapi = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(openapi.paths['/api/v1/insure/queryGoodsTemplateConfig']).toBeDefined();
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ success: true, database: target.name });
  });
});
