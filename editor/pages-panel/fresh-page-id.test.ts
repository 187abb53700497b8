import { describe, expect, it } from 'vitest';
import { freshPageId } from './fresh-page-id';

describe('freshPageId', () => {
  it('numbers a new page after the existing ones and skips ids already taken', () => {
    expect(freshPageId([{ id: 'page-trial' }, { id: 'page-info' }])).toBe('page-3');
    expect(freshPageId([{ id: 'page-2' }, { id: 'page-3' }])).toBe('page-4');
    expect(freshPageId([])).toBe('page-1');
  });
});
