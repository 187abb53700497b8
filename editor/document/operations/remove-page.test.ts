import { describe, expect, it } from 'vitest';
import { canRemovePage } from '../can-remove-page';
import { healthFixture } from '../testing/health-fixture';
import { replay } from '../testing/replay';
import { templateProblems } from '../testing/template-problems';
import { removePage } from './remove-page';

const base = healthFixture();

describe('removePage', () => {
  it('removes a page with its modules and closes the gap in pageOrder', () => {
    const next = removePage(base, { pageId: 'page-info' });
    expect(next.pageList.map((page) => `${page.pageOrder}:${page.id}`)).toEqual(['1:page-trial', '2:page-confirm', '3:page-result']);
    expect(templateProblems(next)).toEqual([]);
  });

  it('never removes the last page, and says why', () => {
    const history = replay(base, [
      { type: 'removePage', pageId: 'page-trial' },
      { type: 'removePage', pageId: 'page-info' },
      { type: 'removePage', pageId: 'page-confirm' },
      { type: 'removePage', pageId: 'page-result' },
    ]);
    expect(history.present.pageList.map((page) => page.id)).toEqual(['page-result']);
    expect(history.past).toHaveLength(3);
    expect(canRemovePage(history.present, 'page-result')).toEqual({ ok: false, refusal: { reason: 'lastPage', values: {} } });
    expect(canRemovePage(base, 'nope')).toEqual({ ok: false, refusal: { reason: 'pageNotFound', values: {} } });
  });

  it('is restored by undo', () => {
    expect(replay(base, [{ type: 'removePage', pageId: 'page-confirm' }, { type: 'undo' }]).present).toBe(base);
  });
});
