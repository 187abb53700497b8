import { describe, it, expect } from 'vitest';
import { groupThousands } from './group-thousands';

describe('groupThousands', () => {
  it('groups digits in threes from the right', () => {
    expect(groupThousands('1')).toBe('1');
    expect(groupThousands('999')).toBe('999');
    expect(groupThousands('1000')).toBe('1,000');
    expect(groupThousands('1234567')).toBe('1,234,567');
    expect(groupThousands('-1234567')).toBe('-1,234,567');
  });
});
