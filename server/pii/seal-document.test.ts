import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parsePiiKeys } from './pii-keys';
import { PiiVault } from './pii-vault';
import { needsResealing, openDocument, resealDocument, sealDocument } from './seal-document';

const key = () => randomBytes(32).toString('base64');
const INDEX = key();

const ORDER = {
  planId: 'PLAN-1',
  holder: { person: { name: '李秀英', certType: 'I', certNo: '310104198506122428', birthday: '1985-06-12', phone: '13812345678', email: 'li@example.com', address: '淮海中路 1 号', area: ['310000', '310100', '310104'] } },
  insuredList: [{ insuredRelation: 'SELF', person: { name: '李秀英', certNo: '310104198506122428' }, premium: 13_600 }],
  payment: { bankCode: 'ICBC', bankAccount: '6222020200112233445', bankAccountName: '李秀英' },
  invoice: { receiverName: '李秀英', receiverPhone: '13812345678', receiverAddress: '淮海中路 1 号' },
};

describe('sealDocument / openDocument', () => {
  const vault = new PiiVault(parsePiiKeys({ current: key(), previous: [], index: INDEX }));

  it('seals every personal field of every party, and nothing else', () => {
    const sealed = sealDocument(ORDER, vault);
    const text = JSON.stringify(sealed);
    for (const clear of ['李秀英', '310104198506122428', '1985-06-12', '13812345678', 'li@example.com', '淮海中路', '6222020200112233445']) expect(text).not.toContain(clear);
    expect(sealed.planId).toBe('PLAN-1');
    expect(sealed.holder.person.certType).toBe('I');
    expect(sealed.holder.person.area).toEqual(['310000', '310100', '310104']);
    expect(sealed.insuredList[0]?.premium).toBe(13_600);
    expect(sealed.payment.bankCode).toBe('ICBC');
  });

  it('opens to the document it sealed, and sealing twice seals once', () => {
    const sealed = sealDocument(ORDER, vault);
    expect(openDocument(sealed, vault)).toEqual(ORDER);
    expect(openDocument(sealDocument(sealed, vault), vault)).toEqual(ORDER);
  });

  it('tells what rotation must re-seal: clear personal fields and values of an older key', () => {
    const old = sealDocument(ORDER, vault);
    expect(needsResealing(ORDER, vault)).toBe(true);
    expect(needsResealing(old, vault)).toBe(false);
    expect(needsResealing({ planId: 'PLAN-1', area: ['310000'] }, vault)).toBe(false);
  });

  it('re-seals a document of a previous key with the current one', () => {
    const firstKey = key();
    const before = new PiiVault(parsePiiKeys({ current: firstKey, previous: [], index: INDEX }));
    const after = new PiiVault(parsePiiKeys({ current: key(), previous: [firstKey], index: INDEX }));
    const old = sealDocument(ORDER, before);
    expect(needsResealing(old, after)).toBe(true);
    const resealed = resealDocument(old, after);
    expect(needsResealing(resealed, after)).toBe(false);
    expect(openDocument(resealed, after)).toEqual(ORDER);
  });
});
