import { describe, expect, it } from 'vitest';
import type { Module } from '../../../schema/template/module';
import { indexModules, initialEntryCount, removeEntry, repeatedArrayPaths } from './repeat-modules';

const insured: Module = {
  id: 'ins',
  component: 'insuredModule',
  label: '被保人',
  formKey: 'insured[i]',
  attrs: {},
  isDefault: true,
  children: [{ id: 'name', component: 'inputItem', label: '姓名', formKey: 'name', attrs: {}, isDefault: true }],
};
const factor: Module = { id: 'f', component: 'x', label: '', formKey: 'trailElement[i].age', attrs: {}, isDefault: true };

describe('repeatable block helpers', () => {
  it('gives each entry its own form keys and ids', () => {
    const [first] = indexModules([insured], 2);
    expect(first?.formKey).toBe('insured[2]');
    expect(first?.id).toBe('ins__2');
    expect(first?.children?.[0]?.formKey).toBe('name');
    expect(first?.children?.[0]?.id).toBe('name__2');
  });

  it('finds the arrays its children repeat', () => {
    expect(repeatedArrayPaths([insured, factor]).sort()).toEqual(['insured', 'trailElement']);
  });

  it('removes the deleted entry from every repeated array', () => {
    const values = { insured: [{ name: '甲' }, { name: '乙' }, { name: '丙' }], trailElement: [{ age: 1 }] };
    const changes = removeEntry(values, ['insured', 'trailElement'], 1);
    expect(changes.get('insured')).toEqual([{ name: '甲' }, { name: '丙' }]);
    expect(changes.has('trailElement')).toBe(false);
  });

  it('starts with as many entries as were typed, within the limits', () => {
    const values = { insured: [{}, {}, {}] };
    expect(initialEntryCount(values, ['insured'], 1, 5)).toBe(3);
    expect(initialEntryCount(values, ['insured'], 1, 2)).toBe(2);
    expect(initialEntryCount({}, ['insured'], 2, 5)).toBe(2);
    expect(initialEntryCount({}, ['insured'], 0, 5)).toBe(0);
  });
});
