import { describe, it, expect } from 'vitest';
import { checkSingleSelf } from './check-single-self';

describe('checkSingleSelf', () => {
  it('allows one insured who is the holder', () => {
    expect(checkSingleSelf(['SELF', 'CHILD', undefined])).toBeUndefined();
    expect(checkSingleSelf([])).toBeUndefined();
  });

  it('refuses two insureds who are both the holder, in either spelling', () => {
    expect(checkSingleSelf(['SELF', 'self'])).toBe('被保人与投保人关系不能同时存在两个本人');
  });
});
