import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DomainError, ERROR_CODES } from '../app/domain-error';
import { seedTenants } from '../seed/seed-tenants';
import { postApi } from './call-api';
import { createTestApp } from './create-test-app';
import { testDatabases } from './test-databases';
import { UndeclaredReplies } from './undeclared-replies';

async function appWith(undeclared: UndeclaredReplies) {
  const app = Fastify();
  undeclared.watch(app);
  const ok = { type: 'object', properties: { ok: { type: 'boolean' } } };
  app.get<{ Querystring: { status?: string } }>('/exact', { schema: { response: { 200: ok, 404: ok } } }, async (request, reply) =>
    reply.status(Number(request.query.status ?? 200)).send({ ok: true }),
  );
  app.get('/class', { schema: { response: { 200: ok, '4xx': ok } } }, async (_request, reply) => reply.status(409).send({ ok: false }));
  app.get('/no-schema', async (_request, reply) => reply.status(418).send('teapot'));
  await app.ready();
  return app;
}

describe('UndeclaredReplies', () => {
  it('passes replies whose status the route declares, by code or by class, and routes without a response schema', async () => {
    const undeclared = new UndeclaredReplies();
    const app = await appWith(undeclared);
    await app.inject('/exact');
    await app.inject('/exact?status=404');
    await app.inject('/class');
    await app.inject('/no-schema');
    await app.inject('/unknown-address');
    await app.close();
    expect(() => undeclared.check()).not.toThrow();
  });

  it('fails naming each route and status a reply was not declared for', async () => {
    const undeclared = new UndeclaredReplies();
    const app = await appWith(undeclared);
    await app.inject('/exact?status=409');
    await app.inject('/exact?status=500');
    await app.inject('/exact?status=500');
    await app.close();
    expect(() => undeclared.check()).toThrow(/GET \/exact 409\nGET \/exact 500$/);
  });

  it('makes a test app fail as it closes when one of its routes answered an undeclared status', async () => {
    const [target] = testDatabases();
    if (!target) throw new Error('no test database');
    // queryOptions declares no 409: a handler that answers one breaks the contract.
    const conflict = async () => {
      throw new DomainError(ERROR_CODES.conflict, '冲突', 409);
    };
    const t = await createTestApp(target, { seed: [seedTenants], handlers: { queryOptions: conflict } });
    expect((await postApi(t.app, '/v1/common/queryOptions', { type: 'x', code: 'y' })).statusCode).toBe(409);
    await expect(t.close()).rejects.toThrow('POST /api/v1/common/queryOptions 409');
  }, 60_000);
});
