import { describe, expect, it } from 'vitest';
import { maskOrder } from './mask-order';
import { maskValue } from './mask-value';
import { restoreMasked } from './restore-masked';

describe('maskValue', () => {
  it('keeps just enough to recognise a value', () => {
    expect(maskValue('name', '张小明')).toBe('张**');
    expect(maskValue('name', '李四')).toBe('李*');
    expect(maskValue('certificate', '110101199003071234')).toBe('1101*************4');
    expect(maskValue('certificate', 'E12345678')).toBe('E1*****78');
    expect(maskValue('phone', '13812345678')).toBe('138****5678');
    expect(maskValue('account', '6222020200112233445')).toBe('6222***********3445');
    expect(maskValue('email', 'zhang.san@example.com')).toBe('z***@example.com');
    expect(maskValue('birthday', '1990-03-07')).toBe('****-**-**');
    expect(maskValue('address', '朝阳区建国路88号3单元501')).toBe('朝阳区************');
    expect(maskValue('address', '文三路1号')).toBe('文****');
  });
});

describe('maskOrder', () => {
  it('masks personal data wherever its key appears and leaves the rest', () => {
    const order = {
      orderNo: '20261121100000123456',
      holder: { person: { name: '张小明', certNo: '110101199003071234', phone: '13812345678', birthday: '1990-03-07', age: 36, area: ['110000', '110100', '110101'], address: '建国路88号' } },
      insuredList: [{ person: { name: '张小红', age: 8 }, beneficiaryList: [{ person: { name: '王芳' } }] }],
      invoice: { invoiceType: '02', companyAddress: '张江路88号', receiverArea: ['310000', '310100', '310115'], receiverAddress: '世纪大道100号20楼' },
      extraInfo: { trailElementData: [{ type: 'holder', birthday: '1990-03-07', age: 36 }] },
      payment: { bankAccount: '6222020200112233445', bankAccountName: '张小明', bankCode: 'ICBC' },
      packageList: [{ productPackageId: 'K1', productPackageCode: 'K1', productList: [{ productName: '百万医疗' }] }],
    };
    const masked = maskOrder(order);
    expect(masked.holder.person).toEqual({ name: '张**', certNo: '1101*************4', phone: '138****5678', birthday: '****-**-**', area: ['110000', '110100', '110101'], address: '建国****' });
    expect(masked.insuredList[0]?.person).toEqual({ name: '张**', age: 8 });
    expect(masked.invoice).toEqual({ invoiceType: '02', companyAddress: '张江****', receiverArea: ['310000', '310100', '310115'], receiverAddress: '世纪大********' });
    expect(masked.extraInfo.trailElementData).toEqual([{ type: 'holder', birthday: '****-**-**' }]);
    expect(masked.insuredList[0]?.beneficiaryList[0]?.person.name).toBe('王*');
    expect(masked.payment).toEqual({ bankAccount: '6222***********3445', bankAccountName: '张**', bankCode: 'ICBC' });
    expect(masked.orderNo).toBe(order.orderNo);
    expect(masked.packageList).toEqual(order.packageList);
    expect(order.holder.person.name).toBe('张小明');
  });
});

describe('restoreMasked', () => {
  const stored = {
    holder: { person: { name: '张小明', certNo: '110101199003071234', phone: '13812345678', birthday: '1990-03-07', age: 36, address: '建国路88号' } },
    invoice: { invoiceType: '02', receiverAddress: '世纪大道100号20楼' },
  };

  it('puts back the originals of masks sent back unchanged', () => {
    const echoed = maskOrder(stored);
    expect(restoreMasked(echoed, stored)).toEqual(stored);
  });

  it('takes what the buyer changed, and a mask that does not match what is stored', () => {
    const edited = { holder: { person: { name: '张晓明', certNo: '1101*************9', phone: '13912345678', birthday: '1991-01-02', address: '建国路**号' } } };
    expect(restoreMasked(edited, stored)).toEqual(edited);
  });

  it('brings back the age the reply left out beside a birthday only with the birthday itself', () => {
    const echoed = maskOrder(stored);
    expect(echoed.holder.person).not.toHaveProperty('age');
    expect(restoreMasked(echoed, stored).holder.person.age).toBe(36);
    const newBirthday = { holder: { person: { ...echoed.holder.person, birthday: '1991-01-02' } } };
    expect(restoreMasked(newBirthday, stored).holder.person).not.toHaveProperty('age');
  });
});
