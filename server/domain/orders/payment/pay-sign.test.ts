import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isValidPaySign, paySign } from './pay-sign';

const fields = { checkNo: 'A1B2C3D4E5F60718', payApplyNo: 'PA20261121100000123456', timeStamp: '1795312800000' };

describe('paySign', () => {
  it('is the uppercase SHA1 of the documented string', () => {
    const text = `checkNo=${fields.checkNo}&payApplyNo=${fields.payApplyNo}&timeStamp=${fields.timeStamp}&key=s3cret`;
    expect(paySign(fields, 's3cret')).toBe(createHash('sha1').update(text).digest('hex').toUpperCase());
    expect(paySign(fields, 's3cret')).toMatch(/^[0-9A-F]{40}$/);
  });

  it('accepts its own signature and nothing else', () => {
    const sign = paySign(fields, 'k');
    expect(isValidPaySign(fields, sign, 'k')).toBe(true);
    expect(isValidPaySign(fields, sign, 'other key')).toBe(false);
    expect(isValidPaySign({ ...fields, timeStamp: '1795312800001' }, sign, 'k')).toBe(false);
    expect(isValidPaySign(fields, sign.toLowerCase(), 'k')).toBe(false);
    expect(isValidPaySign(fields, sign.slice(1), 'k')).toBe(false);
  });
});
