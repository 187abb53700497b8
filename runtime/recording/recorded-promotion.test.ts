import { describe, expect, it } from 'vitest';
import { readRuntimeQuery } from '../../shared/query/runtime-query';
import { recordedPromotion } from './recorded-promotion';

const at = (search: string) => readRuntimeQuery(search);

describe('recordedPromotion', () => {
  it('records a live link of a published promotion unless its template turns recording off', () => {
    expect(recordedPromotion(at('?promotionId=health-baiwan&from=health'), {})).toBe('health-baiwan');
    expect(recordedPromotion(at('?promotionId=health-baiwan'), { salesRecording: true })).toBe('health-baiwan');
    expect(recordedPromotion(at('?promotionId=health-baiwan'), { salesRecording: false })).toBeUndefined();
  });

  it('never records the preview, a QA draft, a simulated or a template-check walk, or a page of no promotion', () => {
    expect(recordedPromotion(at('?promotionId=p&mode=preview'), {})).toBeUndefined();
    expect(recordedPromotion(at('?promotionId=p&preview=1'), {})).toBeUndefined();
    expect(recordedPromotion(at('?promotionId=p&mode=simulate&previewToken=t'), {})).toBeUndefined();
    expect(recordedPromotion(at('?promotionId=p&mode=simulate'), {})).toBeUndefined();
    expect(recordedPromotion(at('?promotionId=p&mode=template'), {})).toBeUndefined();
    expect(recordedPromotion(at('?goodsId=G'), {})).toBeUndefined();
  });
});
