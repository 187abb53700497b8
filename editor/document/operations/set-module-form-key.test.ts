import { describe, expect, it } from 'vitest';
import { findModule } from '../tree/find-module';
import { healthFixture } from '../testing/health-fixture';
import { replay } from '../testing/replay';
import { templateProblems } from '../testing/template-problems';
import { setModuleFormKey } from './set-module-form-key';

const base = healthFixture();

describe('setModuleFormKey', () => {
  it('renames the field a row writes', () => {
    const next = setModuleFormKey(base, { moduleId: 'info-holder-email', formKey: 'mail' });
    expect(findModule(next, 'info-holder-email')?.module.formKey).toBe('mail');
    expect(templateProblems(next)).toEqual([]);
  });

  it('removes the key when emptied, instead of storing an invalid empty key', () => {
    const next = setModuleFormKey(base, { moduleId: 'info-holder-email', formKey: '' });
    expect(findModule(next, 'info-holder-email')?.module).not.toHaveProperty('formKey');
    expect(setModuleFormKey(next, { moduleId: 'info-holder-email' })).toBe(next);
  });

  it('accepts a clashing key while typing and lets the validator point at it', () => {
    const history = replay(base, [
      { type: 'setModuleFormKey', moduleId: 'info-holder-email', formKey: 'p', coalesceKey: 'k' },
      { type: 'setModuleFormKey', moduleId: 'info-holder-email', formKey: 'ph', coalesceKey: 'k' },
      { type: 'setModuleFormKey', moduleId: 'info-holder-email', formKey: 'phone', coalesceKey: 'k' },
    ]);
    expect(history.past).toHaveLength(1);
    expect(templateProblems(history.present).map((problem) => problem.path)).toEqual(['/pageList/1/moduleList/1/children/5/formKey']);
  });
});
