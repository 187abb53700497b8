import { describe, expect, it } from 'vitest';
import type { Module } from '../../schema/template/module';
import { asksRegion, personConfirmRows, writesFormKey } from './person-confirm-rows';

const form: Module = {
  id: 'holder',
  component: 'policyHolderModule',
  label: '投保人信息',
  attrs: {},
  formKey: 'policyHolder',
  children: [
    { id: 'n', component: 'inputItem', label: '姓名', attrs: {}, formKey: 'name' },
    { id: 't', component: 'selectItem', label: '证件类型', attrs: { dictType: 'certiType' }, formKey: 'certiType' },
    { id: 'g', component: 'radioSelectItem', label: '性别', attrs: { dataSource: [{ value: 'M', label: '男' }] }, formKey: 'gender' },
    { id: 'v', component: 'datePickerItem', label: '证件有效期至', attrs: {}, formKey: 'certValidatePeriod' },
    { id: 'a', component: 'cascadePickerItem', label: '所在地区', attrs: {}, formKey: 'area' },
  ],
} as unknown as Module;

describe('personConfirmRows', () => {
  it('names the regions behind stored region codes and the gender derived from the ID number', () => {
    const regionForm = { ...form, children: [...(form.children ?? []), { id: 'r', component: 'cascadePickerItem', label: '常住地区', attrs: { source: 'region' }, formKey: 'home' }] } as Module;
    expect(asksRegion(regionForm, ['home'])).toBe(true);
    expect(asksRegion(regionForm, ['name'])).toBe(false);
    const regions = [{ code: '310000', name: '上海市', children: [{ code: '310100', name: '上海市', children: [{ code: '310115', name: '浦东新区' }] }] }];
    const rows = personConfirmRows({
      form: regionForm,
      fields: ['home', 'gender'],
      person: { home: ['310000', '310100', '310115'], gender: 'F' },
      dictionaries: {},
      regions,
    });
    expect(rows.map((row) => row.text)).toEqual(['上海市 上海市 浦东新区', '女']);
    const unknown = personConfirmRows({ form: regionForm, fields: ['home'], person: { home: ['999999'] }, dictionaries: {}, regions });
    expect(unknown[0]?.text).toBe('999999');
  });

  it('shows what the buyer typed in the words of the form', () => {
    const rows = personConfirmRows({
      form,
      fields: ['name', 'certiType', 'gender', 'certValidatePeriod', 'area', 'email'],
      person: { name: '张三', certiType: 'I', gender: 'M', certValidatePeriod: '9999-12-31', area: ['广东省', '深圳市', '南山区'] },
      dictionaries: { certiType: [{ value: 'I', label: '居民身份证' }] },
    });
    expect(rows.map((row) => [row.label, row.text])).toEqual([
      ['姓名', '张三'],
      ['证件类型', '居民身份证'],
      ['性别', '男'],
      ['证件有效期至', '长期'],
      ['所在地区', '广东省 深圳市 南山区'],
    ]);
  });

  it('falls back to catalogue labels and marks empty values', () => {
    const rows = personConfirmRows({ form: undefined, fields: ['phone'], person: {}, dictionaries: {} });
    expect(rows).toEqual([{ key: 'phone', label: '手机号码', text: '未填写' }]);
  });

  it('finds the insured form written as a list', () => {
    expect(writesFormKey('insured[i]', 'insured')).toBe(true);
    expect(writesFormKey('insuredElse', 'insured')).toBe(false);
  });
});
