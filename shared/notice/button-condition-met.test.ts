import { describe, it, expect } from 'vitest';
import { buttonConditionMet } from './button-condition-met';

describe('buttonConditionMet', () => {
  it('1: all answers yes', () => {
    expect(buttonConditionMet(1, ['Y', 'Y'])).toBe(true);
    expect(buttonConditionMet(1, ['Y', 'N'])).toBe(false);
  });

  it('2: all answers no', () => {
    expect(buttonConditionMet(2, ['N', 'N'])).toBe(true);
    expect(buttonConditionMet(2, ['N', 'Y'])).toBe(false);
  });

  it('3: at least one no', () => {
    expect(buttonConditionMet(3, ['Y', 'N'])).toBe(true);
    expect(buttonConditionMet(3, ['Y', 'Y'])).toBe(false);
  });

  it('4: at least one yes', () => {
    expect(buttonConditionMet(4, ['N', 'Y'])).toBe(true);
    expect(buttonConditionMet(4, ['N', 'N'])).toBe(false);
  });

  it('5: always, and numeric strings count as their number', () => {
    expect(buttonConditionMet(5, ['N'])).toBe(true);
    expect(buttonConditionMet('5', [])).toBe(true);
    expect(buttonConditionMet('1', ['Y'])).toBe(true);
  });

  it('any other condition is false', () => {
    expect(buttonConditionMet(0, ['Y'])).toBe(false);
    expect(buttonConditionMet(6, ['Y'])).toBe(false);
    expect(buttonConditionMet(undefined, ['Y'])).toBe(false);
    expect(buttonConditionMet(null, ['N'])).toBe(false);
    expect(buttonConditionMet('', ['N'])).toBe(false);
  });
});
