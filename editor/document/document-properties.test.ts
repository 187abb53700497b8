import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BLOCK_CATALOGUE, COMPONENT_NAMES } from '../../schema/catalogue';
import type { TemplateConfig } from '../../schema/template/template-config';
import { walkModules } from '../../schema/template/walk-modules';
import { createHistory, historyReducer, type HistoryAction } from './history';
import type { ModulePlace } from './module-place';
import { findModule } from './tree/find-module';
import { healthFixture } from './testing/health-fixture';
import { templateProblems } from './testing/template-problems';

const KINDS = [
  'insert', 'insert', 'move', 'move', 'remove', 'duplicate', 'paste', 'label', 'default', 'attrs',
  'addPage', 'renamePage', 'pageCode', 'movePage', 'removePage', 'settings', 'undo', 'redo',
] as const;

/** A step as random numbers, turned into an action against whatever the template is at that point. */
const stepArbitrary = fc.record({ kind: fc.constantFrom(...KINDS), a: fc.nat(), b: fc.nat(), c: fc.nat(), d: fc.nat() });
type Step = { kind: (typeof KINDS)[number]; a: number; b: number; c: number; d: number };

function pick<T>(list: readonly T[], n: number): T | undefined {
  return list.length === 0 ? undefined : list[n % list.length];
}

function placeOn(template: TemplateConfig, b: number, c: number, d: number): ModulePlace | undefined {
  const page = pick(template.pageList, b);
  if (!page) return undefined;
  const onPage = [...walkModules({ ...template, pageList: [page] })].map((visit) => visit.module);
  const containers = onPage.filter((module) => BLOCK_CATALOGUE.get(module.component)?.children !== 'none');
  // Mostly the top level or a container; now and then any module, to exercise the refusals.
  const parentId = c % 4 < 2 ? null : (pick(c % 4 === 2 ? containers : onPage, d)?.id ?? null);
  const siblings = parentId === null ? page.moduleList : (findModule(template, parentId)?.module.children ?? []);
  return { pageId: page.id, parentId, index: d % (siblings.length + 2) };
}

function toAction(template: TemplateConfig, { kind, a, b, c, d }: Step): HistoryAction | undefined {
  const modules = [...walkModules(template)].map((visit) => visit.module);
  const module = pick(modules, a);
  const page = pick(template.pageList, a);
  const place = placeOn(template, b, c, d);
  switch (kind) {
    case 'insert':
      return place && { type: 'insertModule', component: pick(COMPONENT_NAMES, a) ?? 'toolbar', place };
    case 'move':
      return module && place && { type: 'moveModule', moduleId: module.id, place };
    case 'remove':
      return module && { type: 'removeModule', moduleId: module.id };
    case 'duplicate':
      return module && { type: 'duplicateModule', moduleId: module.id };
    case 'paste':
      return module && place && { type: 'pasteModule', module, place };
    case 'label':
      return module && { type: 'setModuleLabel', moduleId: module.id, label: `标题${b}`, coalesceKey: `label-${c % 2}` };
    case 'default':
      return module && { type: 'setModuleDefault', moduleId: module.id, isDefault: b % 2 === 0 };
    case 'attrs':
      return module && { type: 'setModuleAttrs', moduleId: module.id, attrs: structuredClone(BLOCK_CATALOGUE.get(module.component)?.defaultAttrs ?? {}) };
    case 'addPage':
      return { type: 'addPage', label: `页面${b}` };
    case 'renamePage':
      return page && { type: 'renamePage', pageId: page.id, label: `页面${b}`, coalesceKey: 'page-label' };
    case 'pageCode':
      return page && { type: 'setPageCode', pageId: page.id, pageCode: b % 3 === 0 ? '' : `${page.id}-code` };
    case 'movePage':
      return page && { type: 'movePage', pageId: page.id, index: b % (template.pageList.length + 1) };
    case 'removePage':
      return page && { type: 'removePage', pageId: page.id };
    case 'settings':
      return { type: 'setTemplateSettings', settings: { themeColor: pick(['#123', '#c8102e', '#1677ff'], b), holderType: b % 2 === 0 ? '1' : '2' } };
    case 'undo':
    case 'redo':
      return { type: kind };
  }
}

describe('any sequence of edits on a valid template', () => {
  it('keeps it valid for the shared validator, with pages numbered 1..n', () => {
    // Counts edits that changed the template, so the property cannot pass by refusing everything.
    const applied = new Map<string, number>();
    fc.assert(
      fc.property(fc.array(stepArbitrary, { maxLength: 30 }), (steps) => {
        let history = createHistory(healthFixture());
        for (const step of steps) {
          const action = toAction(history.present, step);
          if (!action) continue;
          const before = history.present;
          history = historyReducer(history, action);
          if (history.present !== before) applied.set(action.type, (applied.get(action.type) ?? 0) + 1);
          expect(templateProblems(history.present), `after ${JSON.stringify(action).slice(0, 200)}`).toEqual([]);
          expect(history.present.pageList.map((page) => page.pageOrder)).toEqual(history.present.pageList.map((_, index) => index + 1));
        }
      }),
      { numRuns: 150 },
    );
    for (const type of ['insertModule', 'moveModule', 'pasteModule', 'duplicateModule', 'removeModule', 'movePage', 'removePage', 'undo']) {
      expect(applied.get(type), type).toBeGreaterThan(5);
    }
  });

  it('undoes every recorded step back to the opened template, and redoes them to the same end', () => {
    fc.assert(
      fc.property(fc.array(stepArbitrary, { maxLength: 30 }), (steps) => {
        const opened = healthFixture();
        let history = createHistory(opened);
        for (const step of steps) {
          const action = toAction(history.present, step);
          if (action) history = historyReducer(history, action);
        }
        const end = history.present;
        const depth = history.past.length;
        for (let n = 0; n < depth; n += 1) history = historyReducer(history, { type: 'undo' });
        expect(history.present).toBe(opened);
        for (let n = 0; n < depth; n += 1) history = historyReducer(history, { type: 'redo' });
        expect(history.present).toBe(end);
      }),
      { numRuns: 100 },
    );
  });
});
