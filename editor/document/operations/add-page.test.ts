import { describe, expect, it } from 'vitest';
import { healthFixture } from '../testing/health-fixture';
import { replay } from '../testing/replay';
import { templateProblems } from '../testing/template-problems';
import { addPage } from './add-page';

const base = healthFixture();

describe('addPage', () => {
  it('appends an empty page with the next pageOrder and its own id and code', () => {
    const next = addPage(base, { label: '健康告知' });
    expect(next.pageList.at(-1)).toEqual({ id: 'page-5', pageOrder: 5, pageCode: 'page5', label: '健康告知', moduleList: [] });
    expect(templateProblems(next)).toEqual([]);
  });

  it('keeps ids and codes unique over several additions and a requested id', () => {
    const history = replay(base, [
      { type: 'addPage', label: 'A', id: 'page-6' },
      { type: 'addPage', label: 'B' },
      { type: 'addPage', label: 'C', id: 'page-6' },
    ]);
    const added = history.present.pageList.slice(4).map(({ id, pageOrder, pageCode }) => [id, pageOrder, pageCode]);
    expect(added).toEqual([
      ['page-6', 5, 'page5'],
      ['page-7', 6, 'page6'],
      ['page-8', 7, 'page7'],
    ]);
    expect(templateProblems(history.present)).toEqual([]);
  });

  it('is one undo step', () => {
    expect(replay(base, [{ type: 'addPage', label: 'A' }, { type: 'undo' }]).present).toBe(base);
  });
});
