import { describe, expect, it } from 'vitest';
import { readRuntimeQuery } from '../query/runtime-query';
import { personaQuery } from './persona-query';

describe('personaQuery', () => {
  it('gives the address the persona\'s channel and partner user id, keeping the rest', () => {
    const query = readRuntimeQuery('?mode=preview&from=health&promotionId=health-baiwan');
    const next = personaQuery(query, { insuredAge: 30, gender: 'M', platform: 'browser', channelCode: 'HEALTH-PARTNER', purchaseUserId: 'PARTNER-1' });
    expect(next).toEqual({ ...query, params: { ...query.params, channelCode: 'HEALTH-PARTNER', purchaseUserId: 'PARTNER-1' } });
  });

  it('drops the address\'s own channel and user id when the persona has none', () => {
    const query = readRuntimeQuery('?mode=preview&channelCode=X&purchaseUserId=Y&from=ba');
    expect(personaQuery(query, { insuredAge: 30, gender: 'M', platform: 'wechat' }).params).toEqual({ mode: 'preview', from: 'ba' });
  });
});
