import { describe, expect, it } from 'vitest';
import { showsPhoneHandoff, type PhoneHandoffFacts } from './phone-handoff';

const DESKTOP_PAGE_1: PhoneHandoffFacts = {
  environment: { channel: 'browser', device: 'desktop' },
  mode: 'live',
  insuranceCategory: 'healthInsurance',
  pageIndex: 0,
};

describe('showsPhoneHandoff', () => {
  it('asks a desktop buyer of life or health insurance to go on on the phone, on page 1', () => {
    expect(showsPhoneHandoff(DESKTOP_PAGE_1)).toBe(true);
    expect(showsPhoneHandoff({ ...DESKTOP_PAGE_1, insuranceCategory: 'lifeInsurance' })).toBe(true);
  });

  it('leaves property insurance and later pages alone', () => {
    expect(showsPhoneHandoff({ ...DESKTOP_PAGE_1, insuranceCategory: 'propertyInsurance' })).toBe(false);
    expect(showsPhoneHandoff({ ...DESKTOP_PAGE_1, pageIndex: 1 })).toBe(false);
  });

  it('never shows on a phone or tablet, nor in WeChat on a desktop', () => {
    expect(showsPhoneHandoff({ ...DESKTOP_PAGE_1, environment: { channel: 'browser', device: 'phone' } })).toBe(false);
    expect(showsPhoneHandoff({ ...DESKTOP_PAGE_1, environment: { channel: 'browser', device: 'tablet' } })).toBe(false);
    expect(showsPhoneHandoff({ ...DESKTOP_PAGE_1, environment: { channel: 'wechat', device: 'desktop' } })).toBe(false);
  });

  it('does not get in the way of staff previewing, simulating or checking a template', () => {
    for (const mode of ['preview', 'simulate', 'template'] as const) expect(showsPhoneHandoff({ ...DESKTOP_PAGE_1, mode })).toBe(false);
  });
});
