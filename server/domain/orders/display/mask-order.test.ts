import { describe, expect, it } from 'vitest';
import { maskOrder } from './mask-order';
import { maskValue } from './mask-value';
import { restoreMasked } from './restore-masked';

describe('maskValue', () => {
  it('keeps just enough to recognise a value', () => {
    expect(maskValue('name', '张小明')).toBe('张**');
    expect(maskValue('name', '李四')).toBe('李*');
    expect(maskValue('certificate', '110101199003071234')).toBe('1101**********1234');
    expect(maskValue('certificate', 'E12345678')).toBe('E1*****78');
    expect(maskValue('phone', '13812345678')).toBe('138****5678');
    expect(maskValue('account', '6222020200112233445')).toBe('6222***********3445');
    expect(maskValue('email', 'zhang.san@example.com')).toBe('z***@example.com');
  });
});

describe('maskOrder', () => {
  it('masks personal data wherever its key appears and leaves the rest', () => {
    const order = {
      orderNo: '20261121100000123456',
      holder: { person: { name: '张小明', certNo: '110101199003071234', phone: '13812345678', birthday: '1990-03-07' } },
      insuredList: [{ person: { name: '张小红' }, beneficiaryList: [{ person: { name: '王芳' } }] }],
      payment: { bankAccount: '6222020200112233445', bankAccountName: '张小明', bankCode: 'ICBC' },
      packageList: [{ productPackageId: 'K1', productPackageCode: 'K1', productList: [{ productName: '百万医疗' }] }],
    };
    const masked = maskOrder(order);
    expect(masked.holder.person).toEqual({ name: '张**', certNo: '1101**********1234', phone: '138****5678', birthday: '1990-03-07' });
    expect(masked.insuredList[0]?.beneficiaryList[0]?.person.name).toBe('王*');
    expect(masked.payment).toEqual({ bankAccount: '6222***********3445', bankAccountName: '张**', bankCode: 'ICBC' });
    expect(masked.orderNo).toBe(order.orderNo);
    expect(masked.packageList).toEqual(order.packageList);
    expect(order.holder.person.name).toBe('张小明');
  });
});

describe('restoreMasked', () => {
  const stored = { holder: { person: { name: '张小明', certNo: '110101199003071234', phone: '13812345678' } } };

  it('puts back the originals of masks sent back unchanged', () => {
    const echoed = maskOrder(stored);
    expect(restoreMasked(echoed, stored)).toEqual(stored);
  });

  it('takes what the buyer changed, and a mask that does not match what is stored', () => {
    const edited = { holder: { person: { name: '张晓明', certNo: '1101**********9999', phone: '13912345678' } } };
    expect(restoreMasked(edited, stored)).toEqual(edited);
  });
});
