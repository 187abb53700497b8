import { describe, it, expect } from 'vitest';
import { sendAddressVisible } from './send-address-visible';

describe('sendAddressVisible', () => {
  it('hides the send-address block for 03, the default, and 01', () => {
    expect(sendAddressVisible('03')).toBe(false);
    expect(sendAddressVisible(undefined)).toBe(false);
    expect(sendAddressVisible('01')).toBe(false);
  });

  it('shows it for any other type', () => {
    expect(sendAddressVisible('02')).toBe(true);
  });
});
