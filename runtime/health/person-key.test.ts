import { describe, expect, it } from 'vitest';
import { healthNoticeStorageKey, insuredIndexOf, insuredKey, parsePersonKey, personFormPath } from './person-key';

describe('person keys', () => {
  it('name each person under an HN_ session key', () => {
    expect(healthNoticeStorageKey('holder')).toBe('HN_holder');
    expect(healthNoticeStorageKey(insuredKey(2))).toBe('HN_insured_2');
  });

  it('read back only what they wrote', () => {
    expect(parsePersonKey('insured_0')).toBe('insured_0');
    expect(parsePersonKey('agent')).toBe('agent');
    expect(parsePersonKey('insured_x')).toBeUndefined();
    expect(parsePersonKey(undefined)).toBeUndefined();
  });

  it('map to the form values of the person', () => {
    expect(insuredIndexOf('insured_3')).toBe(3);
    expect(insuredIndexOf('holder')).toBeUndefined();
    expect(personFormPath('insured_1')).toEqual(['insured', 1]);
    expect(personFormPath('holder')).toEqual(['policyHolder']);
  });
});
