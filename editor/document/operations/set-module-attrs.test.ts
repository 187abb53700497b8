import { describe, expect, it } from 'vitest';
import { findModule } from '../tree/find-module';
import { healthFixture } from '../testing/health-fixture';
import { replay } from '../testing/replay';
import { templateProblems } from '../testing/template-problems';
import { setModuleAttrs } from './set-module-attrs';

const base = healthFixture();
const toolbarAttrs = findModule(base, 'trial-toolbar')!.module.attrs;

describe('setModuleAttrs', () => {
  it('replaces the attrs of a module on any page and leaves other pages untouched', () => {
    const next = setModuleAttrs(base, { moduleId: 'trial-toolbar', attrs: { ...toolbarAttrs, buttonText: '马上投保' } });
    expect(findModule(next, 'trial-toolbar')?.module.attrs.buttonText).toBe('马上投保');
    expect(findModule(next, 'info-toolbar')?.module.attrs.buttonText).toBe(findModule(base, 'info-toolbar')?.module.attrs.buttonText);
    expect(next.pageList[1]).toBe(base.pageList[1]);
    expect(templateProblems(next)).toEqual([]);
  });

  it('keeps an invalid value so the operator can finish typing, and the validator points at it', () => {
    const next = setModuleAttrs(base, { moduleId: 'trial-toolbar', attrs: { ...toolbarAttrs, action: 'jump' } });
    expect(templateProblems(next).map((problem) => problem.path)).toContain('/pageList/0/moduleList/11/attrs/action');
  });

  it('types a field as one undo step when the edits share a coalesce key', () => {
    const typed = ['马', '马上', '马上投', '马上投保'].map((buttonText) => ({
      type: 'setModuleAttrs' as const,
      moduleId: 'trial-toolbar',
      attrs: { ...toolbarAttrs, buttonText },
      coalesceKey: 'trial-toolbar/attrs/buttonText',
    }));
    const history = replay(base, typed);
    expect(findModule(history.present, 'trial-toolbar')?.module.attrs.buttonText).toBe('马上投保');
    expect(history.past).toHaveLength(1);
    expect(replay(base, [...typed, { type: 'undo' }]).present).toBe(base);
    expect(setModuleAttrs(base, { moduleId: 'gone', attrs: {} })).toBe(base);
  });
});
