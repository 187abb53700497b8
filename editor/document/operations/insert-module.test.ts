import { describe, expect, it } from 'vitest';
import { BLOCK_CATALOGUE } from '../../../schema/catalogue';
import { canPlace } from '../can-place';
import { findModule } from '../tree/find-module';
import { healthFixture } from '../testing/health-fixture';
import { childIds } from '../testing/outline';
import { replay } from '../testing/replay';
import { templateProblems } from '../testing/template-problems';
import { insertModule } from './insert-module';

const base = healthFixture();

describe('insertModule', () => {
  it('drops a catalogue block with its Chinese title, default attrs and a unique id', () => {
    const next = insertModule(base, { component: 'faqAccordion', place: { pageId: 'page-result', parentId: null, index: 1 } });
    expect(childIds(next, 'page-result')).toEqual(['result-status', 'faqAccordion-1', 'result-consult']);
    const added = findModule(next, 'faqAccordion-1')?.module;
    expect(added).toMatchObject({ component: 'faqAccordion', label: '常见问题', isDefault: true });
    expect(added?.attrs).toEqual(BLOCK_CATALOGUE.get('faqAccordion')?.defaultAttrs);
    expect(added?.attrs).not.toBe(BLOCK_CATALOGUE.get('faqAccordion')?.defaultAttrs);
    expect(added?.formKey).toBeUndefined();
    expect(templateProblems(next)).toEqual([]);
  });

  it('gives a form row a field key unique in its form, and a form module the key its binding fixes', () => {
    const history = replay(base, [
      { type: 'insertModule', component: 'inputItem', place: { pageId: 'page-info', parentId: 'info-holder', index: 1 } },
      { type: 'insertModule', component: 'inputItem', place: { pageId: 'page-info', parentId: 'info-holder', index: 0 } },
      { type: 'insertModule', component: 'policyHolderModule', place: { pageId: 'page-trial', parentId: null, index: 0 } },
    ]);
    const next = history.present;
    expect(childIds(next, 'page-info', 'info-holder').slice(0, 3)).toEqual(['inputItem-2', 'info-holder-name', 'inputItem-1']);
    expect(findModule(next, 'inputItem-1')?.module.formKey).toBe('inputItem');
    expect(findModule(next, 'inputItem-2')?.module.formKey).toBe('inputItem2');
    expect(findModule(next, 'policyHolderModule-1')?.module.formKey).toBe('policyHolder');
    expect(templateProblems(next)).toEqual([]);
    expect(history.past).toHaveLength(3);
  });

  it('uses the id the caller asked for when it is free, a fresh one when it is taken', () => {
    const place = { pageId: 'page-trial', parentId: null, index: 0 };
    expect(childIds(insertModule(base, { component: 'pictures', place, id: 'hero' }), 'page-trial')[0]).toBe('hero');
    expect(childIds(insertModule(base, { component: 'pictures', place, id: 'trial-faq' }), 'page-trial')[0]).toBe('pictures-1');
  });

  it('refuses a place the catalogue forbids and says why, leaving the template as it was', () => {
    const cases = [
      [
        { component: 'toolbar', place: { pageId: 'page-info', parentId: 'info-holder', index: 0 } },
        'childRejected',
        { values: {}, blocks: { parent: 'policyHolderModule', child: 'toolbar' } },
      ],
      [{ component: 'inputItem', place: { pageId: 'page-info', parentId: 'info-toolbar', index: 0 } }, 'noChildren', { values: {}, blocks: { parent: 'toolbar' } }],
      [{ component: 'policyHolderModule', place: { pageId: 'page-info', parentId: null, index: 0 } }, 'formKeyTaken', { values: { formKey: 'policyHolder' } }],
      [{ component: 'noSuchBlock', place: { pageId: 'page-info', parentId: null, index: 0 } }, 'unknownComponent', { values: { component: 'noSuchBlock' } }],
      [{ component: 'inputItem', place: { pageId: 'page-x', parentId: null, index: 0 } }, 'pageNotFound', { values: {} }],
      [{ component: 'inputItem', place: { pageId: 'page-trial', parentId: 'info-holder', index: 0 } }, 'parentNotFound', { values: {} }],
    ] as const;
    for (const [args, reason, names] of cases) {
      expect(insertModule(base, args)).toBe(base);
      expect(canPlace(base, { component: args.component }, args.place)).toEqual({ ok: false, refusal: { reason, ...names } });
    }
  });

  it('is undone and redone as one step', () => {
    const history = replay(base, [
      { type: 'insertModule', component: 'pictures', place: { pageId: 'page-trial', parentId: null, index: 99 } },
      { type: 'undo' },
    ]);
    expect(history.present).toBe(base);
    expect(history.future).toHaveLength(1);
    const again = replay(base, [
      { type: 'insertModule', component: 'pictures', place: { pageId: 'page-trial', parentId: null, index: 99 } },
      { type: 'undo' },
      { type: 'redo' },
    ]);
    expect(childIds(again.present, 'page-trial').at(-1)).toBe('pictures-1');
  });
});
