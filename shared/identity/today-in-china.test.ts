import { describe, it, expect } from 'vitest';
import { todayInChina } from './today-in-china';

describe('todayInChina', () => {
  it('is already tomorrow in China late in the UTC evening', () => {
    expect(todayInChina(new Date('2024-12-31T16:30:00Z'))).toBe('2025-01-01');
  });

  it('is the same day earlier in the UTC day', () => {
    expect(todayInChina(new Date('2024-12-31T15:59:00Z'))).toBe('2024-12-31');
  });
});
