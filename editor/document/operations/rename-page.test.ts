import { describe, expect, it } from 'vitest';
import { healthFixture } from '../testing/health-fixture';
import { replay } from '../testing/replay';
import { renamePage } from './rename-page';

const base = healthFixture();

describe('renamePage', () => {
  it('renames one page', () => {
    const next = renamePage(base, { pageId: 'page-info', label: '填写信息' });
    expect(next.pageList.map((page) => page.label)).toEqual(['百万医疗', '填写信息', '确认投保信息', '投保结果']);
  });

  it('ignores an unknown page or an unchanged label, and coalesces typing', () => {
    expect(renamePage(base, { pageId: 'nope', label: 'x' })).toBe(base);
    expect(renamePage(base, { pageId: 'page-info', label: '填写投保信息' })).toBe(base);
    const history = replay(base, [
      { type: 'renamePage', pageId: 'page-info', label: '填', coalesceKey: 'page-info/label' },
      { type: 'renamePage', pageId: 'page-info', label: '填写', coalesceKey: 'page-info/label' },
      { type: 'undo' },
    ]);
    expect(history.present).toBe(base);
  });
});
