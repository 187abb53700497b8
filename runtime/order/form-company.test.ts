import { describe, expect, it } from 'vitest';
import { formCompany } from './form-company';

describe('formCompany', () => {
  it('reads the company rows of the holder form', () => {
    expect(
      formCompany({ name: ' 上海明远科技有限公司 ', certiType: 'SUCC', certiNo: '91310115MA1K4ABC1X', contactName: '赵敏', phone: '13912345678', area: ['310000', '310100', '310115'], address: '张江路88号', email: '' }),
    ).toEqual({
      companyName: '上海明远科技有限公司',
      certType: 'SUCC',
      certNo: '91310115MA1K4ABC1X',
      contactName: '赵敏',
      contactPhone: '13912345678',
      area: ['310000', '310100', '310115'],
      address: '张江路88号',
    });
  });

  it('is no company before it is named', () => {
    expect(formCompany({ certiNo: '91310115MA1K4ABC1X' })).toBeUndefined();
    expect(formCompany(undefined)).toBeUndefined();
  });
});
