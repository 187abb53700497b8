import { describe, expect, it } from 'vitest';
import { findModule } from '../tree/find-module';
import { healthFixture } from '../testing/health-fixture';
import { replay } from '../testing/replay';
import { templateProblems } from '../testing/template-problems';
import { setModuleDefault } from './set-module-default';

const base = healthFixture();

describe('setModuleDefault', () => {
  it('hides a module from buyers and shows it again', () => {
    const hidden = setModuleDefault(base, { moduleId: 'trial-faq', isDefault: false });
    expect(findModule(hidden, 'trial-faq')?.module.isDefault).toBe(false);
    expect(templateProblems(hidden)).toEqual([]);
    const history = replay(base, [
      { type: 'setModuleDefault', moduleId: 'trial-faq', isDefault: false },
      { type: 'setModuleDefault', moduleId: 'trial-faq', isDefault: true },
      { type: 'undo' },
    ]);
    expect(findModule(history.present, 'trial-faq')?.module.isDefault).toBe(false);
  });

  it('records nothing when the flag already has that value', () => {
    expect(setModuleDefault(base, { moduleId: 'trial-faq', isDefault: true })).toBe(base);
    expect(replay(base, [{ type: 'setModuleDefault', moduleId: 'trial-faq', isDefault: true }]).past).toHaveLength(0);
  });
});
