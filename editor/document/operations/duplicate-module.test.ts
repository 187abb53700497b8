import { describe, expect, it } from 'vitest';
import { walkModules } from '../../../schema/template/walk-modules';
import { findModule } from '../tree/find-module';
import { healthFixture } from '../testing/health-fixture';
import { childIds } from '../testing/outline';
import { replay } from '../testing/replay';
import { templateProblems } from '../testing/template-problems';
import { duplicateModule } from './duplicate-module';

const base = healthFixture();

describe('duplicateModule', () => {
  it('places a deep copy right after the original with fresh ids for it and every row', () => {
    const next = duplicateModule(base, { moduleId: 'info-insured', copyId: 'insured-copy' });
    expect(childIds(next, 'page-info').slice(2, 4)).toEqual(['info-insured', 'insured-copy']);
    const copy = findModule(next, 'insured-copy')?.module;
    const original = findModule(base, 'info-insured')?.module;
    expect(copy?.children?.map((row) => row.label)).toEqual(original?.children?.map((row) => row.label));
    const ids = [...walkModules(next)].map((visit) => visit.module.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(copy?.attrs).toEqual(original?.attrs);
    expect(copy?.attrs).not.toBe(original?.attrs);
  });

  it('renumbers form keys that would write the same value, so the copy stays valid', () => {
    const history = replay(base, [
      { type: 'duplicateModule', moduleId: 'info-holder-phone', copyId: 'phone-2' },
      { type: 'duplicateModule', moduleId: 'info-holder-phone', copyId: 'phone-3' },
      { type: 'duplicateModule', moduleId: 'info-insured', copyId: 'insured-2' },
    ]);
    const next = history.present;
    expect(findModule(next, 'phone-2')?.module.formKey).toBe('phone2');
    expect(findModule(next, 'phone-3')?.module.formKey).toBe('phone3');
    expect(findModule(next, 'insured-2')?.module.formKey).toBe('insured2[i]');
    expect(findModule(next, 'insured-2')?.module.children?.[1]?.formKey).toBe('name');
    expect(templateProblems(next)).toEqual([]);
  });

  it('ignores an unknown id and undoes the copy', () => {
    expect(duplicateModule(base, { moduleId: 'gone' })).toBe(base);
    expect(replay(base, [{ type: 'duplicateModule', moduleId: 'trial-faq' }, { type: 'undo' }]).present).toBe(base);
  });
});
