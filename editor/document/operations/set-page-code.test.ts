import { describe, expect, it } from 'vitest';
import { healthFixture } from '../testing/health-fixture';
import { replay } from '../testing/replay';
import { templateProblems } from '../testing/template-problems';
import { setPageCode } from './set-page-code';

const base = healthFixture();

describe('setPageCode', () => {
  it('sets the code jumpToPage targets and clears it when emptied', () => {
    const next = setPageCode(base, { pageId: 'page-info', pageCode: 'fill' });
    expect(next.pageList[1]?.pageCode).toBe('fill');
    const cleared = setPageCode(next, { pageId: 'page-info', pageCode: '' });
    expect(cleared.pageList[1]).not.toHaveProperty('pageCode');
    expect(templateProblems(cleared)).toEqual([]);
  });

  it('keeps a duplicate code for the validator to report on that page', () => {
    const history = replay(base, [{ type: 'setPageCode', pageId: 'page-info', pageCode: 'trial' }]);
    expect(templateProblems(history.present).map((problem) => problem.path)).toEqual(['/pageList/1/pageCode']);
    expect(replay(base, [{ type: 'setPageCode', pageId: 'page-info', pageCode: 'trial' }, { type: 'undo' }]).present).toBe(base);
  });
});
