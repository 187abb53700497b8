import { describe, expect, it } from 'vitest';
import { insertionIndexFromArrayMove } from './insertion-index';
import { movePage } from './operations/move-page';
import { healthFixture } from './testing/health-fixture';

describe('insertionIndexFromArrayMove', () => {
  it('turns a sortable list final index into the insertion point the operations expect', () => {
    const base = healthFixture();
    const ids = base.pageList.map((page) => page.id);
    for (const [from, to] of [[0, 2], [3, 0], [1, 3], [2, 2]] as const) {
      const expected = [...ids];
      const [moved] = expected.splice(from, 1);
      expected.splice(to, 0, moved!);
      const next = movePage(base, { pageId: ids[from]!, index: insertionIndexFromArrayMove(from, to) });
      expect(next.pageList.map((page) => page.id)).toEqual(expected);
    }
  });
});
