import { describe, it, expect } from 'vitest';
import { updateStepedPage } from './steped-page';

describe('updateStepedPage', () => {
  it('remembers the highest page reached, also after going back', () => {
    expect(updateStepedPage(undefined, 2)).toBe(2);
    expect(updateStepedPage(null, 1)).toBe(1);
    expect(updateStepedPage(3, 2)).toBe(3);
    expect(updateStepedPage(3, 5)).toBe(5);
  });
});
