import { describe, it, expect } from 'vitest';
import { checkNotificationSelection } from './check-notification-selection';

describe('checkNotificationSelection', () => {
  it('continues with the holder and at least one insured selected', () => {
    expect(checkNotificationSelection({ holderSelected: true, insuredSelected: [false, true] })).toEqual({ ok: true });
  });

  it('counts an insured unless its selected flag is false', () => {
    expect(checkNotificationSelection({ holderSelected: true, insuredSelected: [undefined] })).toEqual({ ok: true });
    expect(checkNotificationSelection({ holderSelected: true, insuredSelected: [null, false] })).toEqual({ ok: true });
  });

  it('asks for at least one insured otherwise', () => {
    const prompt = { ok: false, message: '请至少选择一个被保人' };
    expect(checkNotificationSelection({ holderSelected: true, insuredSelected: [false, false] })).toEqual(prompt);
    expect(checkNotificationSelection({ holderSelected: true, insuredSelected: [] })).toEqual(prompt);
    expect(checkNotificationSelection({ holderSelected: false, insuredSelected: [true] })).toEqual(prompt);
  });
});
