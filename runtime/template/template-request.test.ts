import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/api-client';
import { createApiQueries } from '../api/api-queries';
import { readRuntimeQuery } from '../../shared/query/runtime-query';
import { prefetchTemplate } from './template-request';

function fakeApi(template: unknown) {
  const prefetch = vi.fn((name: string) => Promise.resolve(name === 'queryGoodsPlanList' ? { success: true, value: {} } : { success: true, code: 0, result: template }));
  return { api: { call: prefetch, queries: createApiQueries() } as unknown as ApiClient, prefetch };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the template prefetch', () => {
  it('asks for the template of a promotion link at once, then for the goods its template names', async () => {
    const { api, prefetch } = fakeApi({ goodsId: 'G-1', pageList: [] });
    prefetchTemplate(api, readRuntimeQuery('?promotionId=P-1'), '/h');
    await settle();
    expect(prefetch.mock.calls).toEqual([
      ['queryGoodsTemplateConfig', { promotionId: 'P-1' }, { promotionId: 'P-1' }],
      ['queryGoodsPlanList', { goodsId: 'G-1' }, undefined],
    ]);
  });

  it('takes the goods of the address over the template\'s', async () => {
    const { api, prefetch } = fakeApi({ goodsId: 'G-1', pageList: [] });
    prefetchTemplate(api, readRuntimeQuery('?promotionId=P-1&goodsId=G-2'), '/');
    await settle();
    expect(prefetch).toHaveBeenLastCalledWith('queryGoodsPlanList', { goodsId: 'G-2' }, undefined);
  });

  it('asks for nothing off the template page, in the editor\'s preview, or without a promotion', async () => {
    const { api, prefetch } = fakeApi({ goodsId: 'G-1', pageList: [] });
    prefetchTemplate(api, readRuntimeQuery('?promotionId=P-1'), '/result');
    prefetchTemplate(api, readRuntimeQuery('?promotionId=P-1&mode=preview'), '/h');
    prefetchTemplate(api, readRuntimeQuery(''), '/h');
    await settle();
    expect(prefetch).not.toHaveBeenCalled();
  });
});
