import { describe, expect, it } from 'vitest';
import type { Order } from '../../../schema/entities/order';
import { keptMasksOf, withKeptMasks } from './kept-masks';

/** The order as the server replied with it: personal values masked. */
const REPLY: Order = {
  orderNo: 'H1',
  encryptOrderNo: 'tok-1',
  planId: 'plan-b',
  holder: { person: { name: '张*', certType: 'I', certNo: '1101*************4', gender: 'M', phone: '138****8000' } },
  insuredList: [{ person: { name: '张**', gender: 'F', birthday: '****-**-**' } }],
};

describe('the masks of a loaded order, sent back where the buyer has not given the field again', () => {
  const kept = keptMasksOf(REPLY);

  it('fills only the fields the order being sent leaves out: what the buyer typed again wins', () => {
    const sent = withKeptMasks(
      { orderNo: 'H1', planId: 'plan-b', holder: { person: { name: '张伟', certType: 'I', gender: 'M' } }, insuredList: [{ person: { gender: 'F', birthday: '2015-03-01' } }] },
      kept,
    );
    expect(sent.holder?.person).toEqual({ name: '张伟', certType: 'I', gender: 'M', certNo: '1101*************4', phone: '138****8000' });
    expect(sent.insuredList?.[0]?.person).toEqual({ name: '张**', gender: 'F', birthday: '2015-03-01' });
  });

  it('recognises the order by its token as well as its number', () => {
    const byToken: Partial<Order> = { encryptOrderNo: 'tok-1', planId: 'plan-b', holder: { person: {} } };
    const sent = withKeptMasks(byToken, kept);
    expect(sent.holder?.person?.certNo).toBe('1101*************4');
  });

  it('puts nothing into another order, nor adds a person the order does not carry', () => {
    expect(withKeptMasks({ orderNo: 'H2', planId: 'plan-b', holder: { person: {} } }, kept).holder?.person).toEqual({});
    expect(withKeptMasks({ orderNo: 'H1', planId: 'plan-b' }, kept)).toEqual({ orderNo: 'H1', planId: 'plan-b' });
  });
});
