import { describe, expect, it } from 'vitest';
import { healthFixture } from '../testing/health-fixture';
import { replay } from '../testing/replay';
import { templateProblems } from '../testing/template-problems';
import { movePage } from './move-page';

const base = healthFixture();
const order = (template: typeof base) => template.pageList.map((page) => `${page.pageOrder}:${page.id}`);

describe('movePage', () => {
  it('reorders pages and renumbers pageOrder 1..n', () => {
    const down = movePage(base, { pageId: 'page-trial', index: 2 });
    expect(order(down)).toEqual(['1:page-info', '2:page-trial', '3:page-confirm', '4:page-result']);
    const up = movePage(base, { pageId: 'page-result', index: 0 });
    expect(order(up)).toEqual(['1:page-result', '2:page-trial', '3:page-info', '4:page-confirm']);
    expect(templateProblems(up)).toEqual([]);
  });

  it('does nothing when the page stays in place or is unknown', () => {
    expect(movePage(base, { pageId: 'page-info', index: 1 })).toBe(base);
    expect(movePage(base, { pageId: 'page-info', index: 2 })).toBe(base);
    expect(movePage(base, { pageId: 'nope', index: 0 })).toBe(base);
  });

  it('replays moves and undoes them in order', () => {
    const history = replay(base, [
      { type: 'movePage', pageId: 'page-result', index: 0 },
      { type: 'movePage', pageId: 'page-trial', index: 4 },
      { type: 'undo' },
    ]);
    expect(order(history.present)).toEqual(['1:page-result', '2:page-trial', '3:page-info', '4:page-confirm']);
  });
});
