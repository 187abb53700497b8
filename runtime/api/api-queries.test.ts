import { AxiosError, type AxiosAdapter } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';
import { apiQueryKey, fetchApiQuery, keptReply, STALE_AFTER } from './api-queries';
import { API_ROUTES } from '../../schema/generated/api-routes.js';

function setup(reply: (url: string) => unknown = () => ({ success: true, code: 0, result: { channelCodeStatus: 'onSale' }, value: { planList: [] } })) {
  const seen: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(String(config.url));
    const data = reply(String(config.url));
    if (data === 'network') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
  const notifier = { toast: vi.fn(), reminder: vi.fn(async () => undefined) };
  return { api: createApiClient({ tenant: 'ba', notifier, adapter }), seen, notifier };
}

const orderBody = { planId: 'P1', holder: {}, insuredList: [], packageList: [] } as never;

describe('the query layer', () => {
  it('keeps a reply the contract marks for the visit, per arguments, and has nothing kept before it arrives', async () => {
    const { api, seen } = setup();
    expect(keptReply(api, 'queryAttrs', { promotionId: 'p1' })).toBeUndefined();
    await fetchApiQuery(api, 'queryAttrs', { promotionId: 'p1' });
    await fetchApiQuery(api, 'queryAttrs', { promotionId: 'p1' });
    expect(seen).toHaveLength(1);
    expect(keptReply(api, 'queryAttrs', { promotionId: 'p1' })).toMatchObject({ result: { channelCodeStatus: 'onSale' } });
    expect(keptReply(api, 'queryAttrs', { promotionId: 'p2' })).toBeUndefined();
    await fetchApiQuery(api, 'queryAttrs', { promotionId: 'p2' });
    expect(seen).toHaveLength(2);
  });

  it('hands the template asked for as the app starts to the route that needs it, without asking twice', async () => {
    const { api, seen } = setup();
    const early = fetchApiQuery(api, 'queryGoodsTemplateConfig', { promotionId: 'p1' }, { promotionId: 'p1' });
    const late = fetchApiQuery(api, 'queryGoodsTemplateConfig', { promotionId: 'p1' }, { promotionId: 'p1' });
    expect(await late).toEqual(await early);
    await fetchApiQuery(api, 'queryGoodsTemplateConfig', { promotionId: 'p1' }, { promotionId: 'p1' });
    expect(seen).toEqual(['/v1/insure/queryGoodsTemplateConfig']);
  });

  it('asks again for a read the contract does not keep', async () => {
    const { api, seen } = setup();
    await fetchApiQuery(api, 'queryClauseInfo', { goodsId: 'G', planId: 'P' });
    await fetchApiQuery(api, 'queryClauseInfo', { goodsId: 'G', planId: 'P' });
    expect(seen).toHaveLength(2);
  });

  it('keeps no failure: a read that failed is asked again the next time, and nothing is retried behind the buyer', async () => {
    let offline = true;
    const { api, seen, notifier } = setup(() => (offline ? 'network' : { success: true, value: { planList: [] } }));
    await expect(fetchApiQuery(api, 'queryGoodsPlanList', { goodsId: 'G' })).rejects.toBeInstanceOf(ApiError);
    expect(seen).toHaveLength(1);
    expect(notifier.toast).toHaveBeenCalledTimes(1);
    offline = false;
    await expect(fetchApiQuery(api, 'queryGoodsPlanList', { goodsId: 'G' })).resolves.toEqual({ success: true, value: { planList: [] } });
    expect(seen).toHaveLength(2);
  });

  it('marks stale what a successful write changed, and nothing after a refused one', async () => {
    let submitRefused = true;
    const { api } = setup((url) => (url.endsWith('submitOrder') && submitRefused ? { success: false, code: 40000, message: '请求参数有误' } : { success: true, code: 0, result: { orderNo: 'O1' } }));
    await fetchApiQuery(api, 'queryOrderByOrderNoForShow', { orderNo: 'O1' });
    const state = () => api.queries.getQueryState(apiQueryKey('queryOrderByOrderNoForShow', { orderNo: 'O1' }));
    expect(state()?.isInvalidated).toBe(false);
    await expect(api.call('submitOrder', orderBody)).rejects.toBeInstanceOf(ApiError);
    expect(state()?.isInvalidated).toBe(false);
    submitRefused = false;
    await api.call('submitOrder', orderBody);
    expect(state()?.isInvalidated).toBe(true);
  });

  it('names only reads as stale after a write, and only calls of the contract', () => {
    for (const [write, reads] of Object.entries(STALE_AFTER)) {
      expect(API_ROUTES[write as keyof typeof API_ROUTES]).toBeDefined();
      for (const read of reads) expect(read, `${write} → ${read}`).toMatch(/^(query|get|smartQuestionAnswers)/);
    }
  });
});
