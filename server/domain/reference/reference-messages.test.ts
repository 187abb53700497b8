import { describe, expect, it } from 'vitest';
import { REFERENCE_MESSAGES } from './reference-messages';

describe('REFERENCE_MESSAGES.occupationRefused', () => {
  it('names a contiguous run of categories as a range', () => {
    expect(REFERENCE_MESSAGES.occupationRefused('伐木工人', 6, [3, 1, 2, 4])).toBe('本产品仅承保1-4类职业，伐木工人为6类职业，暂不承保');
  });

  it('lists categories that are not contiguous, and a single one alone', () => {
    expect(REFERENCE_MESSAGES.occupationRefused('厨师', 3, [1, 2, 4])).toBe('本产品仅承保1、2、4类职业，厨师为3类职业，暂不承保');
    expect(REFERENCE_MESSAGES.occupationRefused('厨师', 3, [1])).toBe('本产品仅承保1类职业，厨师为3类职业，暂不承保');
  });

  it('says so when the goods accepts no occupation at all', () => {
    expect(REFERENCE_MESSAGES.occupationRefused('厨师', 3, [])).toBe('本产品暂不承保厨师（3类职业），请选择其他职业');
  });
});
