import { describe, expect, it } from 'vitest';
import { walkModules } from '../../../schema/template/walk-modules';
import { findModule } from '../tree/find-module';
import { healthFixture } from '../testing/health-fixture';
import { childIds } from '../testing/outline';
import { replay } from '../testing/replay';
import { templateProblems } from '../testing/template-problems';
import { pasteModule } from './paste-module';

const base = healthFixture();
const holder = findModule(base, 'info-holder')!.module;

describe('pasteModule', () => {
  it('pastes a copied form on another page with fresh ids and its own form key', () => {
    const next = pasteModule(base, { module: holder, place: { pageId: 'page-trial', parentId: null, index: 1 }, id: 'holder-copy' });
    expect(childIds(next, 'page-trial')[1]).toBe('holder-copy');
    const pasted = findModule(next, 'holder-copy')!.module;
    expect(pasted.formKey).toBe('policyHolder');
    expect(pasted.children?.map((row) => row.id)).not.toContain('info-holder-name');
    expect(pasted.children?.map((row) => row.formKey)).toEqual(holder.children?.map((row) => row.formKey));
    expect(templateProblems(next)).toEqual([]);
  });

  it('pastes the same copy twice: the second gets new ids again and a renumbered key', () => {
    const place = { pageId: 'page-trial', parentId: null, index: 0 };
    const history = replay(base, [
      { type: 'pasteModule', module: holder, place },
      { type: 'pasteModule', module: holder, place },
    ]);
    const top = childIds(history.present, 'page-trial').slice(0, 2);
    expect(top).toEqual(['policyHolderModule-2', 'policyHolderModule-1']);
    expect(findModule(history.present, 'policyHolderModule-2')?.module.formKey).toBe('policyHolder2');
    const ids = [...walkModules(history.present)].map((visit) => visit.module.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(templateProblems(history.present)).toEqual([]);
  });

  it('refuses a parent that does not take the block', () => {
    const toolbar = findModule(base, 'trial-toolbar')!.module;
    expect(pasteModule(base, { module: toolbar, place: { pageId: 'page-info', parentId: 'info-holder', index: 0 } })).toBe(base);
    expect(pasteModule(base, { module: holder, place: { pageId: 'page-x', parentId: null, index: 0 } })).toBe(base);
  });
});
