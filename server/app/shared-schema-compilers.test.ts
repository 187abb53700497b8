import { describe, expect, it } from 'vitest';
import { SHARED_SCHEMA_CONTROLLER } from './shared-schema-compilers';

const { buildSerializer, buildValidator } = SHARED_SCHEMA_CONTROLLER.compilersFactory;
const SHARED = { 'money.json': { $id: 'money.json', type: 'integer', minimum: 0 } };
const AJV_OPTIONS = { customOptions: { allErrors: true, coerceTypes: 'array' as const } };

describe('schema compilers shared by the apps of a process', () => {
  it('give an app built later the serializer compiled for the same schema, and serialize as compiled', () => {
    const schema = { type: 'object', properties: { premium: { $ref: 'money.json' }, name: { type: 'string' } } };
    const route = { method: 'GET', url: '/a', httpStatus: '200', schema };
    const first = buildSerializer(SHARED)(route);
    const second = buildSerializer(SHARED)({ ...route, url: '/b' });
    expect(second).toBe(first);
    expect(first({ premium: 12, name: '甲', extra: true })).toBe('{"premium":12,"name":"甲"}');
    // Other shared schemas, or another schema object: compiled anew.
    expect(buildSerializer({})({ ...route, schema: { type: 'object', properties: { name: { type: 'string' } } } })).not.toBe(first);
    expect(buildSerializer(SHARED)({ ...route, schema: { ...schema } })).not.toBe(first);
  });

  it('give an app built later the validator compiled for the same schema, which still validates and coerces', () => {
    const schema = { type: 'object', required: ['premium'], properties: { premium: { $ref: 'money.json' } } };
    const route = { schema, method: 'POST', url: '/a', httpPart: 'body' };
    const first = buildValidator(SHARED, AJV_OPTIONS)(route);
    expect(buildValidator(SHARED, AJV_OPTIONS)(route)).toBe(first);
    const body: Record<string, unknown> = { premium: '12' };
    expect(first(body)).toBe(true);
    expect(body.premium).toBe(12);
    expect(first({ premium: -1 })).toBe(false);
  });
});
