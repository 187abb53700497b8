import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import type { TemplateConfig } from '../../schema/template/template-config';
import { dirtyAtom, dispatchDocumentAtom, templateAtom } from '../document/document-atoms';
import { healthFixture } from '../document/testing/health-fixture';
import { openedTemplateAtom } from '../workspace/opened-template-atom';
import { summaryOf } from './opened-summary';
import { publishCommand } from './publish-command';
import { reloadCommand } from './reload-command';
import { rollbackCommand } from './rollback-command';
import { saveCommand } from './save-command';
import { fakeTemplateApi } from './testing/fake-template-api';

const base = healthFixture();

/** A store with the fake server's template opened, as the workspace leaves it. */
function opened() {
  const server = fakeTemplateApi(base as unknown as Record<string, unknown>);
  const store = createStore();
  store.set(dispatchDocumentAtom, { type: 'load', template: base });
  store.set(openedTemplateAtom, { templateId: 'tpl-1', tenant: 'health', summary: summaryOf(server.state.template) });
  const rename = (label: string) => store.set(dispatchDocumentAtom, { type: 'renamePage', pageId: 'page-info', label });
  const pageLabel = (template: unknown) => (template as TemplateConfig).pageList.find((page) => page.id === 'page-info')?.label;
  return { ...server, store, rename, pageLabel };
}

describe('lifecycle commands', () => {
  it('save stores the edit, takes the new revision and leaves nothing unsaved', async () => {
    const { api, store, state, rename, pageLabel } = opened();
    rename('填写信息');
    expect(store.get(dirtyAtom)).toBe(true);
    expect(await saveCommand(store, api)).toMatchObject({ kind: 'saved' });
    expect(pageLabel(state.template.draft)).toBe('填写信息');
    expect(store.get(openedTemplateAtom)?.summary.revision).toBe(2);
    expect(store.get(dirtyAtom)).toBe(false);
  });

  it('a save after someone else’s reports the conflict; overwrite or reload resolve it', async () => {
    const { api, store, state, rename, pageLabel, saveAsSomeoneElse } = opened();
    saveAsSomeoneElse({ ...base, pageList: base.pageList.map((page) => ({ ...page, label: `他人-${page.label}` })) });
    rename('我的修改');
    expect(await saveCommand(store, api)).toEqual({ kind: 'conflict', currentRevision: 2 });
    expect(store.get(dirtyAtom)).toBe(true);

    expect(await reloadCommand(store, api)).toEqual({ kind: 'reloaded' });
    expect(pageLabel(store.get(templateAtom))).toMatch(/^他人-/);
    expect(store.get(dirtyAtom)).toBe(false);

    saveAsSomeoneElse(base as unknown as Record<string, unknown>);
    rename('我的修改');
    expect((await saveCommand(store, api)).kind).toBe('conflict');
    expect(await saveCommand(store, api, 3)).toMatchObject({ kind: 'saved' });
    expect(pageLabel(state.template.draft)).toBe('我的修改');
  });

  it('publish saves unsaved changes first and publishes exactly that revision', async () => {
    const { api, store, state, rename } = opened();
    rename('发布前修改');
    expect(await publishCommand(store, api, '  首发 ')).toEqual({ kind: 'published', version: 1 });
    expect(state.calls).toEqual(['saveDraft@1', 'publish@2:首发']);
    expect(store.get(openedTemplateAtom)?.summary).toMatchObject({ status: 'published', latestVersion: 1, revision: 2 });
    expect(store.get(dirtyAtom)).toBe(false);
  });

  it('an invalid template is refused with its problems and nothing is published', async () => {
    const { api, store, state } = opened();
    state.problems = [{ path: '/pageList/0/moduleList/0/attrs/title', message: '不能为空' }];
    expect(await publishCommand(store, api, '')).toEqual({ kind: 'invalid', problems: state.problems });
    expect(state.versions).toHaveLength(0);
    expect(store.get(openedTemplateAtom)?.summary.status).toBe('draft');
  });

  it('publish stops when the save before it is refused', async () => {
    const { api, store, state, rename, saveAsSomeoneElse } = opened();
    saveAsSomeoneElse(base as unknown as Record<string, unknown>);
    rename('冲突');
    expect(await publishCommand(store, api, '')).toEqual({ kind: 'notSaved', save: { kind: 'conflict', currentRevision: 2 } });
    expect(state.calls).toEqual(['saveDraft@1']);
  });

  it('rollback publishes the old content as a new version and reloads it into the document', async () => {
    const { api, store, rename, pageLabel } = opened();
    rename('第一版');
    await publishCommand(store, api, '');
    rename('第二版');
    await publishCommand(store, api, '');
    rename('未保存');
    const outcome = await rollbackCommand(store, api, 1);
    expect(outcome).toEqual({ kind: 'rolledBack', version: 3, reload: { kind: 'reloaded' } });
    expect(pageLabel(store.get(templateAtom))).toBe('第一版');
    expect(store.get(dirtyAtom)).toBe(false);
    expect(store.get(openedTemplateAtom)?.summary).toMatchObject({ latestVersion: 3, status: 'published' });
  });
});
