import { describe, expect, it } from 'vitest';
import { walkModules } from '../../../schema/template/walk-modules';
import { healthFixture } from '../testing/health-fixture';
import { childIds } from '../testing/outline';
import { replay } from '../testing/replay';
import { templateProblems } from '../testing/template-problems';
import { removeModule } from './remove-module';

const base = healthFixture();

describe('removeModule', () => {
  it('removes a module with all its rows', () => {
    const next = removeModule(base, { moduleId: 'info-holder' });
    const ids = [...walkModules(next)].map((visit) => visit.module.id);
    expect(ids).not.toContain('info-holder');
    expect(ids.filter((id) => id.startsWith('info-holder-'))).toEqual([]);
    expect(templateProblems(next)).toEqual([]);
  });

  it('removes a row inside a form and nothing else', () => {
    const next = removeModule(base, { moduleId: 'info-holder-email' });
    expect(childIds(next, 'page-info', 'info-holder')).toEqual(childIds(base, 'page-info', 'info-holder').filter((id) => id !== 'info-holder-email'));
    expect(next.pageList[0]).toBe(base.pageList[0]);
  });

  it('ignores an unknown id and is undone as one step', () => {
    expect(removeModule(base, { moduleId: 'gone' })).toBe(base);
    const history = replay(base, [
      { type: 'removeModule', moduleId: 'trial-faq' },
      { type: 'removeModule', moduleId: 'trial-claim-flow' },
      { type: 'undo' },
    ]);
    expect(childIds(history.present, 'page-trial')).toContain('trial-claim-flow');
    expect(childIds(history.present, 'page-trial')).not.toContain('trial-faq');
  });
});
