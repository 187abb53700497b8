import { describe, expect, it } from 'vitest';
import { healthFixture } from '../testing/health-fixture';
import { replay } from '../testing/replay';
import { templateProblems } from '../testing/template-problems';
import { setTemplateSettings } from './set-template-settings';

const base = healthFixture();

describe('setTemplateSettings', () => {
  it('changes theme colour, category, ids and holder type, leaving the pages alone', () => {
    const next = setTemplateSettings(base, {
      settings: { themeColor: '#c8102e', insuranceCategory: 'lifeInsurance', channelId: 'ch-1', channelGoodsId: 'cg-1', holderType: '2' },
    });
    expect(next).toMatchObject({ themeColor: '#c8102e', insuranceCategory: 'lifeInsurance', channelId: 'ch-1', channelGoodsId: 'cg-1', fields: { holderType: '2' } });
    expect(next.goodsId).toBe(base.goodsId);
    expect(next.pageList).toBe(base.pageList);
    expect(templateProblems(next)).toEqual([]);
  });

  it('removes an optional setting that is emptied rather than storing an empty value', () => {
    const next = setTemplateSettings(base, { settings: { goodsId: '', holderType: undefined } });
    expect(next).not.toHaveProperty('goodsId');
    expect(next).not.toHaveProperty('fields');
    expect(templateProblems(next)).toEqual([]);
  });

  it('stores sales recording only when turned off: absent means on', () => {
    const off = setTemplateSettings(base, { settings: { salesRecording: false } });
    expect(off.salesRecording).toBe(false);
    expect(templateProblems(off)).toEqual([]);
    const on = setTemplateSettings(off, { settings: { salesRecording: true } });
    expect(on).not.toHaveProperty('salesRecording');
    expect(setTemplateSettings(base, { settings: { salesRecording: true } })).toBe(base);
  });

  it('records nothing when no setting changes, and coalesces typing in one setting', () => {
    expect(setTemplateSettings(base, { settings: { themeColor: base.themeColor, goodsId: base.goodsId } })).toBe(base);
    const history = replay(base, [
      { type: 'setTemplateSettings', settings: { channelId: 'c' }, coalesceKey: 'settings/channelId' },
      { type: 'setTemplateSettings', settings: { channelId: 'ch' }, coalesceKey: 'settings/channelId' },
      { type: 'setTemplateSettings', settings: { themeColor: '#000' }, coalesceKey: 'settings/themeColor' },
    ]);
    expect(history.past).toHaveLength(2);
    expect(history.present.channelId).toBe('ch');
  });
});
