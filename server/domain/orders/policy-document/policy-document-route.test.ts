import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../testing/call-api';
import { createTestApp, type TestApp } from '../../../testing/create-test-app';
import { testDatabases } from '../../../testing/test-databases';
import { runDueJobs } from '../jobs/run-due-jobs';
import { cashierFields } from '../testing/cashier-fields';
import { healthOrderBody } from '../testing/health-order-body';
import { POLICY_DOCUMENT_PATH } from './policy-document-link';
import { policyDocumentToken } from './policy-document-token';

interface IssuedPolicy {
  readonly policyNo: string;
  readonly premium: number;
  readonly ePolicyUrl?: string;
}

const NOT_FOUND = { success: false, code: 40400, message: '保单不存在' };

describe.each(testDatabases())('the electronic policy on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t.close());

  /** Submits the seeded health order (holder 李秀英 insures herself): its number and token. */
  const submit = async () => {
    const submitted = await callApi(t, 'submitOrder', healthOrderBody(t.clock.now()));
    expect(submitted.json()).toMatchObject({ success: true, code: 0 });
    return submitted.json().result.pageActionList[0].data as { orderNo: string; encryptOrderNo: string };
  };

  /** Submits, pays and issues an order: its first policy as the result page gets it. */
  const issuedPolicy = async (): Promise<IssuedPolicy> => {
    const { orderNo, encryptOrderNo } = await submit();
    const payQuery = (await callApi(t, 'queryQueryPayNextUrl', { encryptOrderNo })).json().result;
    expect((await callApi(t, 'mockPay', cashierFields(payQuery.nextUrl))).json().value).toMatchObject({ orderNo, payStatus: 'paid' });
    t.clock.advance(3000);
    await runDueJobs(t.context);
    const result = (await callApi(t, 'queryInsureResult', { orderNo })).json().result;
    expect(result).toMatchObject({ issueStatus: 'success', resultStatus: 1 });
    return result.policyList[0] as IssuedPolicy;
  };

  const open = (url: string) => t.app.inject({ method: 'GET', url });

  /** The policy's address with one query parameter replaced. */
  const withParam = (url: string, name: string, value: string): string => {
    const address = new URL(url, 'http://localhost');
    address.searchParams.set(name, value);
    return `${address.pathname}?${address.searchParams.toString()}`;
  };

  it('gives every issued policy an ePolicyUrl opening its printable 保险单, names masked', async () => {
    const policy = await issuedPolicy();
    expect(policy.ePolicyUrl).toMatch(new RegExp(`^${POLICY_DOCUMENT_PATH}\\?`));
    const url = policy.ePolicyUrl ?? '';
    // The address names the policy but never by its number alone, nor the order or the buyer.
    expect(new URL(url, 'http://localhost').searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url).not.toContain('李秀英');

    const document = await open(url);
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(document.headers['content-disposition']).toBe(`inline; filename="${policy.policyNo}.html"`);
    expect(document.headers['cache-control']).toBe('private, no-store');
    expect(document.headers['content-security-policy']).toContain("script-src 'self'");
    expect(document.headers['x-content-type-options']).toBe('nosniff');
    const html = document.body;
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('保险单');
    expect(html).toContain(policy.policyNo);
    expect(html).toContain('健康保');
    expect(html).toContain('安心百万医疗险');
    expect(html).toContain('李**');
    expect(html).not.toContain('李秀英');
    expect(html).toContain(`${(policy.premium / 100).toFixed(2)}元`);
    expect(html).toContain('月缴');
    expect(html).not.toContain('<script');
  });

  it('answers 404 to a forged or altered token, and to another tenant', async () => {
    const policy = await issuedPolicy();
    const url = policy.ePolicyUrl ?? '';
    const token = new URL(url, 'http://localhost').searchParams.get('token') ?? '';
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const refused = [
      withParam(url, 'token', altered),
      withParam(url, 'token', 'forged'),
      withParam(url, 'token', policy.policyNo),
      // The token of another policy number, or this one's token for a neighbour's number.
      withParam(url, 'policyNo', `${policy.policyNo.slice(0, -1)}${policy.policyNo.endsWith('1') ? '2' : '1'}`),
      // Another tenant: this token is not its, and a genuine token of that tenant finds no such policy there.
      withParam(url, 'tenant', 'ba'),
      withParam(withParam(url, 'tenant', 'ba'), 'token', policyDocumentToken(t.context.config.orderTokenSecret, 'ba', policy.policyNo)),
    ];
    for (const address of refused) {
      const response = await open(address);
      expect(response.statusCode, address).toBe(404);
      expect(response.json(), address).toEqual(NOT_FOUND);
    }
  });

  it('gives an unpaid order no policy and so no ePolicyUrl', async () => {
    const { orderNo } = await submit();
    const result = (await callApi(t, 'queryInsureResult', { orderNo })).json().result;
    expect(result).not.toHaveProperty('policyList');
    expect(JSON.stringify(result)).not.toContain('ePolicyUrl');
    const detail = (await callApi(t, 'queryPolicyDetail', { orderNo })).json().result;
    expect(detail).toEqual({ orderNo, policyList: [] });
  });
});
