import { describe, expect, it } from 'vitest';
import { modulePatchActions } from './module-patch-actions';
import { findModule } from './tree/find-module';
import { healthFixture } from './testing/health-fixture';
import { replay } from './testing/replay';

const base = healthFixture();

describe('modulePatchActions', () => {
  it('turns panel edits into actions that undo as one step per field', () => {
    const typing = ['手', '手机', '手机号'].flatMap((label) => modulePatchActions('info-holder-phone', { label }, 'info-holder-phone/label'));
    const cleared = modulePatchActions('info-holder-phone', { formKey: undefined }, 'info-holder-phone/formKey');
    const history = replay(base, [...typing, ...cleared]);
    expect(findModule(history.present, 'info-holder-phone')?.module).toMatchObject({ label: '手机号' });
    expect(findModule(history.present, 'info-holder-phone')?.module).not.toHaveProperty('formKey');
    expect(history.past).toHaveLength(2);
    expect(modulePatchActions('m', {}, 'k')).toEqual([]);
  });

  it('sets and removes a condition, each change an undo step of its own unless typed in one field', () => {
    const adult = { '>=': [{ var: 'insured.age' }, 18] };
    const typed = [17, 18].flatMap((age) => modulePatchActions('trial-insured-social-security', { visibleOn: { '>=': [{ var: 'insured.age' }, age] } }, 'trial-insured-social-security/visibleOn'));
    const removed = modulePatchActions('trial-insured-social-security', { visibleOn: undefined }, 'trial-insured-social-security/visibleOn#2');
    const set = replay(base, typed);
    expect(findModule(set.present, 'trial-insured-social-security')?.module.visibleOn).toEqual(adult);
    expect(set.past).toHaveLength(1);
    const history = replay(base, [...typed, ...removed]);
    expect(findModule(history.present, 'trial-insured-social-security')?.module).not.toHaveProperty('visibleOn');
    expect(history.past).toHaveLength(2);
  });
});
