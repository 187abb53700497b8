// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { readRuntimeQuery } from '../../shared/query/runtime-query';
import { claimFlowScope, flowScopeOf, registerFlowKey } from './flow-scope';

/** A tab that has walked health-baiwan: its form (the insured's birthday), trial, plan and a notice. */
function baiwanTab(): void {
  claimFlowScope(sessionStorage, 'health:health-baiwan');
  for (const [key, value] of [
    ['ORDER_DATA', { trailElement: [undefined, [{ birthday: '1990-06-15' }]] }],
    ['TRIAL_RET', { initialPremium: 29_900 }],
    ['PLAN', { planId: 'P-HEALTH-BASIC', packages: [] }],
    ['HN_insured_0', { allowInsure: true }],
  ] as const) {
    registerFlowKey(sessionStorage, key);
    sessionStorage.setItem(key, JSON.stringify(value));
  }
  sessionStorage.setItem('ORDER_LOAD_DISABLED_ONCE', '1');
}

describe('the flow scope of a tab', () => {
  beforeEach(() => sessionStorage.clear());

  it('is the tenant and promotion an address opens; none without a promotion or in the editor\'s preview', () => {
    expect(flowScopeOf(readRuntimeQuery('?promotionId=health-life&from=health&page=2'))).toBe('health:health-life');
    expect(flowScopeOf(readRuntimeQuery('?promotionId=ba-life&from=ba'))).toBe('ba:ba-life');
    expect(flowScopeOf(readRuntimeQuery('?orderNo=O1&from=health'))).toBeUndefined();
    expect(flowScopeOf(readRuntimeQuery('?promotionId=health-life&mode=preview'))).toBeUndefined();
  });

  it('clears another promotion\'s state left in the tab, so nothing of it appears on the promotion opened now', () => {
    baiwanTab();
    sessionStorage.setItem('INFO_DETAIL', '{"title":"理赔须知"}');
    expect(claimFlowScope(sessionStorage, 'health:health-life')).toBe(true);
    for (const key of ['ORDER_DATA', 'TRIAL_RET', 'PLAN', 'HN_insured_0', 'ORDER_LOAD_DISABLED_ONCE']) expect(sessionStorage.getItem(key), key).toBeNull();
    // What is not the flow's stays.
    expect(sessionStorage.getItem('INFO_DETAIL')).not.toBeNull();
  });

  it('keeps everything for a reload or another page of the same promotion, and for pages that name none', () => {
    baiwanTab();
    expect(claimFlowScope(sessionStorage, 'health:health-baiwan')).toBe(false);
    expect(claimFlowScope(sessionStorage, undefined)).toBe(false);
    expect(JSON.parse(sessionStorage.getItem('ORDER_DATA') ?? 'null')).toEqual({ trailElement: [null, [{ birthday: '1990-06-15' }]] });
    expect(sessionStorage.getItem('PLAN')).not.toBeNull();
  });

  it('takes over a tab whose state was kept before scopes were recorded, without clearing it', () => {
    sessionStorage.setItem('ORDER_DATA', '{"policyHolder":{"name":"张三"}}');
    expect(claimFlowScope(sessionStorage, 'health:health-baiwan')).toBe(false);
    expect(sessionStorage.getItem('ORDER_DATA')).not.toBeNull();
  });
});
