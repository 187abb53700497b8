import { describe, expect, it } from 'vitest';
import type { Module } from '../../../schema/template/module';
import { withUniqueFormKeys } from './with-unique-form-keys';

const row = (id: string, formKey: string): Module => ({ id, component: 'inputItem', label: id, formKey, attrs: {}, isDefault: true });

describe('withUniqueFormKeys', () => {
  it('renumbers the rows of a keyless container whose keys are already written on the page', () => {
    const popup: Module = { id: 'p', component: 'popup', label: '弹层', attrs: {}, isDefault: true, children: [row('a', 'name'), row('b', 'phone')] };
    const taken = new Set(['name', 'policyHolder', 'policyHolder.phone']);
    const copy = withUniqueFormKeys(popup, undefined, taken);
    expect(copy.children?.map((child) => child.formKey)).toEqual(['name2', 'phone']);
    expect(taken).toEqual(new Set(['name', 'policyHolder', 'policyHolder.phone', 'name2', 'phone']));
  });

  it('renumbers only the form itself when its key clashes, since its rows are then nested under the new key', () => {
    const form: Module = { id: 'f', component: 'policyHolderModule', label: '投保人', formKey: 'policyHolder', attrs: {}, isDefault: true, children: [row('a', 'name')] };
    const copy = withUniqueFormKeys(form, undefined, new Set(['policyHolder', 'policyHolder.name']));
    expect(copy.formKey).toBe('policyHolder2');
    expect(copy.children?.[0]?.formKey).toBe('name');
  });
});
