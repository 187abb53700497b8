import { describe, expect, it } from 'vitest';
import { activeSectionIndex } from './anchor-section';

describe('activeSectionIndex', () => {
  it('picks the last section that reached the offset line', () => {
    expect(activeSectionIndex([-400, -10, 300], 42)).toBe(1);
    expect(activeSectionIndex([-400, 42, 300], 42)).toBe(1);
    expect(activeSectionIndex([-900, -500, -20], 42)).toBe(2);
  });

  it('keeps the first tab before any section reaches the line', () => {
    expect(activeSectionIndex([200, 600], 42)).toBe(0);
    expect(activeSectionIndex([], 42)).toBe(0);
  });
});
