import { describe, it, expect } from 'vitest';
import { portraitIcon } from './portrait-icon';

describe('portraitIcon', () => {
  it('shows a child up to and including 18', () => {
    expect(portraitIcon(0, 'M')).toBe('boy');
    expect(portraitIcon(18, 'M')).toBe('boy');
    expect(portraitIcon(18, 'F')).toBe('girl');
  });

  it('shows an adult above 18', () => {
    expect(portraitIcon(19, 'M')).toBe('man');
    expect(portraitIcon(60, 'F')).toBe('woman');
  });
});
