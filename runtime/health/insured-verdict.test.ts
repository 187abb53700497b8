import { describe, expect, it } from 'vitest';
import { withInsuredVerdict } from './insured-verdict';

describe('withInsuredVerdict', () => {
  it('marks an allowed insured and keeps what was typed', () => {
    const values = { insured: [{ name: '张三', selected: true }], policyHolder: { name: '李四' } };
    expect(withInsuredVerdict(values, 0, true)).toEqual({ insured: [{ name: '张三', selected: true, allowInsure: true }], policyHolder: { name: '李四' } });
  });

  it('unselects a refused insured', () => {
    expect(withInsuredVerdict({ insured: [{ name: 'a' }, { name: 'b' }] }, 1, false).insured).toEqual([{ name: 'a' }, { name: 'b', allowInsure: false, selected: false }]);
  });

  it('creates the entry when the values have none yet', () => {
    expect(withInsuredVerdict({}, 1, true).insured).toEqual([{}, { allowInsure: true }]);
  });
});
