import { describe, expect, it } from 'vitest';
import { FORM_KEY_PATTERN } from '../../../schema/template/form-key';
import { numberedFormKey } from './numbered-form-key';

describe('numberedFormKey', () => {
  it('numbers the last name of a key and keeps it a valid form key', () => {
    const cases = [
      ['name', 2, 'name2'],
      ['name2', 3, 'name3'],
      ['insured[i]', 2, 'insured2[i]'],
      ['trailElement[1]', 2, 'trailElement2[1]'],
      ['person.certNo', 4, 'person.certNo4'],
    ] as const;
    for (const [key, n, expected] of cases) {
      expect(numberedFormKey(key, n)).toBe(expected);
      expect(expected).toMatch(new RegExp(FORM_KEY_PATTERN));
    }
  });
});
