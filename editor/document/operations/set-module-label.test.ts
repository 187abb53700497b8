import { describe, expect, it } from 'vitest';
import { findModule } from '../tree/find-module';
import { healthFixture } from '../testing/health-fixture';
import { replay } from '../testing/replay';
import { setModuleLabel } from './set-module-label';

const base = healthFixture();

describe('setModuleLabel', () => {
  it('renames a row inside a form', () => {
    const next = setModuleLabel(base, { moduleId: 'info-holder-phone', label: '手机' });
    expect(findModule(next, 'info-holder-phone')?.module.label).toBe('手机');
  });

  it('returns the same template when the label does not change or the module is unknown', () => {
    expect(setModuleLabel(base, { moduleId: 'info-holder-phone', label: '手机号码' })).toBe(base);
    expect(setModuleLabel(base, { moduleId: 'gone', label: 'x' })).toBe(base);
  });

  it('makes ten keystrokes in one field one undo step, and a different field another', () => {
    const keystrokes = Array.from({ length: 10 }, (_, n) => ({
      type: 'setModuleLabel' as const,
      moduleId: 'trial-faq',
      label: `常见问题${'!'.repeat(n + 1)}`,
      coalesceKey: 'trial-faq/label',
    }));
    const history = replay(base, [
      ...keystrokes,
      { type: 'setModuleLabel', moduleId: 'trial-premium', label: '价格', coalesceKey: 'trial-premium/label' },
    ]);
    expect(history.past).toHaveLength(2);
    const once = replay(base, [...keystrokes, { type: 'setModuleLabel', moduleId: 'trial-premium', label: '价格', coalesceKey: 'trial-premium/label' }, { type: 'undo' }]);
    expect(findModule(once.present, 'trial-faq')?.module.label).toBe('常见问题!!!!!!!!!!');
    expect(once.past).toHaveLength(1);
    const back = replay(base, [...keystrokes, { type: 'undo' }]);
    expect(findModule(back.present, 'trial-faq')?.module.label).toBe('常见问题');
    expect(back.future).toHaveLength(1);
  });
});
