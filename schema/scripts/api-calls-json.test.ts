import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { API_CALLS } from '../api';
import { apiCallsJson } from './api-calls-json';

interface CallJson {
  name: string;
  path: string;
  body?: Record<string, unknown>;
  query?: Record<string, unknown>;
  response: Record<string, unknown>;
}

const doc = apiCallsJson() as { definitions: Record<string, unknown>; calls: CallJson[] };

describe('api-calls.json', () => {
  it('lists every call of the contract under /api', () => {
    expect(doc.calls.map((call) => call.name)).toEqual(API_CALLS.map((call) => call.name));
    for (const call of doc.calls) expect(call.path).toMatch(/^\/api\//);
  });

  it.each(doc.calls.map((call) => [call.name, call] as const))('%s: its schemas compile on their own, refs included', (_name, call) => {
    const ajv = new Ajv({ strict: false });
    for (const part of [call.body, call.query, call.response]) {
      if (!part) continue;
      expect(() => ajv.compile({ ...part, definitions: doc.definitions })).not.toThrow();
    }
  });

  it('refuses a premium calculation without a plan, as the server will', () => {
    const call = doc.calls.find((entry) => entry.name === 'premiumCalculate');
    const validate = new Ajv({ strict: false }).compile({ ...call?.body, definitions: doc.definitions });
    expect(validate({ holder: {}, insuredList: [], packageList: [] })).toBe(false);
  });
});
