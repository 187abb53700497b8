import { describe, it, expect } from 'vitest';
import Ajv from 'ajv';
import { LiabilityCollocationSchema } from './liability-collocation';

const validate = new Ajv({ strict: true }).compile(LiabilityCollocationSchema);
const row = { productId: 'P1', liabilityCode: 'L1', collocationProductId: 'P1', collocationLiabilityCode: 'L2', collocationType: 4 };

describe('LiabilityCollocationSchema', () => {
  it('accepts collocation types 1 to 4', () => {
    for (const collocationType of [1, 2, 3, 4]) expect(validate({ ...row, collocationType })).toBe(true);
  });

  it('rejects other types and missing partners', () => {
    expect(validate({ ...row, collocationType: 5 })).toBe(false);
    expect(validate({ ...row, collocationType: 1.5 })).toBe(false);
    const { collocationLiabilityCode: _dropped, ...withoutPartner } = row;
    expect(validate(withoutPartner)).toBe(false);
  });
});
