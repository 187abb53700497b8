import { describe, expect, it } from 'vitest';
import { randomDigits, randomId } from './random-id';

describe('random ids', () => {
  it('gives hex or base64url text of the bytes asked for', () => {
    expect(randomId(6)).toMatch(/^[0-9a-f]{12}$/);
    expect(randomId(12, 'base64url')).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(randomId(16)).not.toBe(randomId(16));
  });

  it('gives digits with leading zeros kept', () => {
    for (let i = 0; i < 20; i += 1) expect(randomDigits(6)).toMatch(/^\d{6}$/);
  });
});
