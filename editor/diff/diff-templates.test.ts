import { describe, expect, it } from 'vitest';
import { findModule } from '../document/tree/find-module';
import { healthFixture } from '../document/testing/health-fixture';
import { replay } from '../document/testing/replay';
import type { HistoryAction } from '../document/history';
import { diffTemplates } from './diff-templates';

const base = healthFixture();
const after = (actions: HistoryAction[]) => replay(base, actions).present;
const kinds = (entries: ReturnType<typeof diffTemplates>) => entries.map((entry) => entry.kind);

describe('diffTemplates', () => {
  it('finds nothing between a version and itself or its copy', () => {
    expect(diffTemplates(base, base)).toEqual([]);
    expect(diffTemplates(base, structuredClone(base))).toEqual([]);
  });

  it('lists an added row and a removed block, without calling their neighbours moved', () => {
    const next = after([
      { type: 'insertModule', component: 'inputItem', place: { pageId: 'page-info', parentId: 'info-holder', index: 0 }, id: 'holder-nickname' },
      { type: 'removeModule', moduleId: 'trial-faq' },
    ]);
    expect(diffTemplates(base, next)).toEqual([
      {
        kind: 'moduleAdded',
        module: { id: 'holder-nickname', label: '文本输入行', component: 'inputItem' },
        at: { page: { id: 'page-info', label: '填写投保信息' }, parent: { id: 'info-holder', label: '投保人信息', component: 'policyHolderModule' }, index: 0 },
      },
      {
        kind: 'moduleRemoved',
        module: { id: 'trial-faq', label: '常见问题', component: 'faqAccordion' },
        at: { page: { id: 'page-trial', label: '百万医疗' }, parent: null, index: 9 },
      },
    ]);
  });

  it('reports the one module that moved, across pages or within a list, and not its children', () => {
    const next = after([
      { type: 'moveModule', moduleId: 'trial-banner', place: { pageId: 'page-trial', parentId: null, index: 4 } },
      { type: 'moveModule', moduleId: 'info-holder', place: { pageId: 'page-confirm', parentId: null, index: 0 } },
    ]);
    const entries = diffTemplates(base, next);
    expect(entries.map((entry) => (entry.kind === 'moduleMoved' ? entry.module.id : entry.kind))).toEqual(['trial-banner', 'info-holder']);
    const holder = entries[1];
    expect(holder?.kind === 'moduleMoved' && [holder.from.page.id, holder.to.page.id, holder.to.index]).toEqual(['page-info', 'page-confirm', 0]);
  });

  it('lists attribute changes per key with dotted paths, and label, form key and visibility changes', () => {
    const steps = findModule(base, 'info-steps')!.module.attrs.steps as { title: string }[];
    const holderAttrs = findModule(base, 'info-holder')!.module.attrs;
    const next = after([
      { type: 'setModuleAttrs', moduleId: 'info-steps', attrs: { ...findModule(base, 'info-steps')!.module.attrs, steps: steps.map((step, n) => (n === 1 ? { title: '填写资料' } : step)) } },
      { type: 'setModuleAttrs', moduleId: 'info-holder', attrs: { ...holderAttrs, amlCheck: false } },
      { type: 'setModuleLabel', moduleId: 'info-holder-phone', label: '手机' },
      { type: 'setModuleFormKey', moduleId: 'info-holder-email', formKey: 'mail' },
      { type: 'setModuleDefault', moduleId: 'trial-claim-flow', isDefault: false },
    ]);
    const entries = diffTemplates(base, next);
    expect(kinds(entries)).toEqual(['visibilityChanged', 'attrChanged', 'attrChanged', 'labelChanged', 'formKeyChanged']);
    expect(entries).toContainEqual(expect.objectContaining({ kind: 'attrChanged', path: 'steps.1.title', before: '填写信息', after: '填写资料' }));
    expect(entries).toContainEqual(expect.objectContaining({ kind: 'attrChanged', path: 'amlCheck', before: true, after: false }));
    expect(entries).toContainEqual(expect.objectContaining({ kind: 'formKeyChanged', before: 'email', after: 'mail' }));
  });

  it('lists pages added, removed, renamed and renumbered, leaving out the modules of a removed page', () => {
    const next = after([
      { type: 'removePage', pageId: 'page-confirm' },
      { type: 'renamePage', pageId: 'page-info', label: '填写信息' },
      { type: 'addPage', label: '告知结果' },
      { type: 'setPageCode', pageId: 'page-trial', pageCode: 'start' },
    ]);
    expect(diffTemplates(base, next).map((entry) => ('page' in entry ? `${entry.kind}:${entry.page.id}` : entry.kind))).toEqual([
      'pageCodeChanged:page-trial',
      'pageRenamed:page-info',
      'pageMoved:page-result',
      'pageAdded:page-4',
      'pageRemoved:page-confirm',
    ]);
  });

  it('calls a module taken onto a new page moved, and leaves out what was built on the new page', () => {
    const next = after([
      { type: 'addPage', label: '告知', id: 'page-notice' },
      { type: 'moveModule', moduleId: 'trial-health-notice', place: { pageId: 'page-notice', parentId: null, index: 0 } },
      { type: 'insertModule', component: 'toolbar', place: { pageId: 'page-notice', parentId: null, index: 1 } },
    ]);
    expect(diffTemplates(base, next).map((entry) => `${entry.kind}:${'module' in entry ? entry.module.id : 'page' in entry ? entry.page.id : ''}`)).toEqual([
      'pageAdded:page-notice',
      'moduleMoved:trial-health-notice',
    ]);
  });

  it('lists template settings that changed', () => {
    const next = after([{ type: 'setTemplateSettings', settings: { themeColor: '#c8102e', channelId: 'wx', goodsName: '', holderType: '2' } }]);
    expect(diffTemplates(base, next)).toEqual([
      { kind: 'settingChanged', setting: 'themeColor', before: '#ff6a00', after: '#c8102e' },
      { kind: 'settingChanged', setting: 'goodsName', before: '百万医疗' },
      { kind: 'settingChanged', setting: 'channelId', after: 'wx' },
      { kind: 'settingChanged', setting: 'holderType', before: '1', after: '2' },
    ]);
  });
});
