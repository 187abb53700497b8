import { describe, expect, it } from 'vitest';
import type { CalculationOrder } from '../../order/build-order';
import { benefitOrderFor } from './benefit-order';

const order = {
  planId: 'P1',
  holder: { person: { name: '张三' } },
  insuredList: [
    { person: { name: '张三', birthday: '1990-01-01' }, packageList: [] },
    { person: { name: '李四' }, selected: false, packageList: [] },
    { person: { age: 8 }, selected: false, packageList: [] },
  ],
  packageList: [],
} as unknown as CalculationOrder;

describe('benefitOrderFor', () => {
  it('keeps only the chosen insured', () => {
    expect(benefitOrderFor(order, 0)?.insuredList).toEqual([{ person: { name: '张三', birthday: '1990-01-01' }, packageList: [] }]);
  });

  it('counts a deselected insured for their own tab', () => {
    expect(benefitOrderFor(order, 2)?.insuredList).toEqual([{ person: { age: 8 }, packageList: [] }]);
  });

  it('waits for a birthday or an age, and for the insured to exist', () => {
    expect(benefitOrderFor(order, 1)).toBeUndefined();
    expect(benefitOrderFor(order, 5)).toBeUndefined();
  });
});
