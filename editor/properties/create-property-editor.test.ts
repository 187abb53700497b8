import { describe, expect, it } from 'vitest';
import type { Module } from '../../schema/template/module';
import { createPropertyEditor } from './create-property-editor';
import type { ModulePatch } from './module-patch';

const module: Module = {
  id: 'm7',
  component: 'qaList',
  label: '常见问题',
  isDefault: true,
  attrs: { title: '常见问题', items: [{ question: '问', answer: '答' }] },
};

function recorder() {
  const calls: [ModulePatch, string][] = [];
  let sequence = 0;
  const editor = createPropertyEditor({ module, problems: [], onChange: (patch, key) => calls.push([patch, key]), nextSequence: () => (sequence += 1) });
  return { editor, calls };
}

describe('createPropertyEditor', () => {
  it('sends the whole attrs with the edited field replaced, keyed by field and module', () => {
    const { editor, calls } = recorder();
    editor.change(['attrs', 'items', 0, 'answer'], '答案', 'typing');
    expect(calls).toEqual([[{ attrs: { title: '常见问题', items: [{ question: '问', answer: '答案' }] } }, 'attrs/items/0/answer@m7']]);
  });

  it('gives every keystroke in one field the same key, and every discrete edit a key of its own', () => {
    const { editor, calls } = recorder();
    editor.change(['attrs', 'title'], '常', 'typing');
    editor.change(['attrs', 'title'], '常见', 'typing');
    editor.change(['attrs', 'items'], [], 'discrete');
    editor.change(['attrs', 'items'], [{ question: '', answer: '' }], 'discrete');
    const keys = calls.map(([, key]) => key);
    expect(keys[0]).toBe('attrs/title@m7');
    expect(keys[1]).toBe(keys[0]);
    expect(new Set(keys.slice(2)).size).toBe(2);
    expect(keys[2]).toMatch(/^attrs\/items@m7#/);
  });

  it('removes a cleared optional attr and edits the module fields with their own keys', () => {
    const { editor, calls } = recorder();
    editor.change(['attrs', 'title'], undefined, 'typing');
    editor.changeModule({ label: 'FAQ' }, 'label', 'typing');
    editor.changeModule({ isDefault: false }, 'isDefault', 'discrete');
    expect(calls[0]?.[0].attrs).toEqual({ items: [{ question: '问', answer: '答' }] });
    expect(calls[1]).toEqual([{ label: 'FAQ' }, 'label@m7']);
    expect(calls[2]?.[1]).toMatch(/^isDefault@m7#\d+$/);
  });

  it('refuses to turn attrs into something other than an object', () => {
    const { editor, calls } = recorder();
    editor.change(['attrs'], [1, 2], 'typing');
    expect(calls).toEqual([]);
  });
});

describe('createPropertyEditor over a document ahead of the panel', () => {
  it('starts an attrs edit from the latest module, keeping an edit the panel has not shown yet', () => {
    const calls: ModulePatch[] = [];
    const latest: Module = { ...module, attrs: { ...module.attrs, title: '已改标题' } };
    const editor = createPropertyEditor({ module, latest: () => latest, problems: [], onChange: (patch) => calls.push(patch), nextSequence: () => 1 });
    editor.change(['attrs', 'items', 0, 'answer'], '答案', 'typing');
    expect(calls).toEqual([{ attrs: { title: '已改标题', items: [{ question: '问', answer: '答案' }] } }]);
  });
});
