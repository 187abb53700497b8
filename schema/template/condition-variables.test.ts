import { describe, expect, it } from 'vitest';
import { BLOCK_CATALOGUE } from '../catalogue';
import { CERTIFICATE_TYPE_VALUES } from '../entities/limits';
import { GENDERS } from '../entities/person';
import healthProduct from '../fixtures/valid/health-product.json';
import { conditionVariables, GENDER_VALUES, rowScope } from './condition-variables';
import type { Module } from './module';
import type { TemplateConfig } from './template-config';
import { walkModules } from './walk-modules';

const row = (id: string, component: string, formKey: string, attrs: Record<string, unknown> = {}): Module => ({ id, component, label: id, formKey, attrs, isDefault: true });

function templateWith(modules: Module[]): TemplateConfig {
  return { schemaVersion: 2, themeColor: '#1677ff', insuranceCategory: 'healthInsurance', pageList: [{ id: 'p1', pageOrder: 1, label: 'p1', moduleList: modules }] };
}

describe('conditionVariables', () => {
  it('offers the person fields, the insured age and the page context on every template', () => {
    const variables = conditionVariables(templateWith([]), BLOCK_CATALOGUE);
    expect(variables.get('insured.age')).toMatchObject({ type: 'number', scope: 'insured' });
    expect(variables.get('holder.gender')).toMatchObject({ type: 'string', options: ['M', 'F'] });
    expect(variables.get('insured.holderRelation')?.type).toBe('string');
    expect(variables.has('holder.holderRelation')).toBe(false);
    expect(variables.get('premium')).toMatchObject({ type: 'number', scope: 'context' });
    expect(variables.get('environment')?.options).toEqual(['DEV', 'TEST', 'UAT', 'PROD']);
    expect(variables.get('client')?.options).toEqual(['wechat', 'miniProgram', 'insurerApp', 'browser']);
    expect([...variables.keys()]).toEqual(expect.arrayContaining(['plan', 'channel', 'holder.age', 'insured.birthday', 'insured.certiNo']));
  });

  it('adds the rows the template asks for, by scope and form key, typed by their block', () => {
    const template = templateWith([
      {
        ...row('factors', 'insuredElementModule', 'trailElement[1]'),
        children: [
          row('social', 'radioSelectItem', 'socialSecurity', { dataSource: [{ value: 'Y', label: '有社保' }, { value: 'N', label: '无社保' }] }),
          row('gender', 'radioSelectItem', 'gender', { dataSource: [{ value: 'M', label: '男' }, { value: 'F', label: '女' }] }),
        ],
      },
      { id: 'common', component: 'trailCommonModule', label: 'common', attrs: {}, isDefault: true, children: [row('amount', 'sumInsuredInput', 'amount')] },
      row('agree', 'checkboxItem', 'agreeMarketing'),
      row('region', 'cascadePickerItem', 'region'),
      { ...row('invoice', 'invoiceBlock', 'invoice'), children: [row('title', 'inputItem', 'invoiceTitle')] },
    ]);
    const variables = conditionVariables(template, BLOCK_CATALOGUE);
    expect(variables.get('insured.socialSecurity')).toEqual({
      name: 'insured.socialSecurity',
      scope: 'insured',
      type: 'string',
      options: ['Y', 'N'],
      optionLabels: { Y: '有社保', N: '无社保' },
      moduleLabel: 'social',
    });
    // A known field keeps its own options and takes the labels the template gives them.
    expect(variables.get('insured.gender')).toMatchObject({ options: ['M', 'F'], optionLabels: { M: '男', F: '女' } });
    // The common module has no form key of its own: its block's default (trailElement[2]) is its scope.
    expect(variables.get('common.amount')?.type).toBe('number');
    expect(variables.get('form.agreeMarketing')?.type).toBe('boolean');
    // A cascade's value is a list, and an invoice's rows live in a scope conditions do not read.
    expect(variables.has('form.region')).toBe(false);
    expect([...variables.keys()].some((name) => name.endsWith('invoiceTitle'))).toBe(false);
  });

  it('reads the holder and insured forms of a real template', () => {
    const template = healthProduct as TemplateConfig;
    const scopes = [...walkModules(template)].filter((visit) => visit.module.formKey === 'certiNo').map((visit) => rowScope(visit, BLOCK_CATALOGUE));
    expect(scopes).toEqual(['holder', 'insured']);
  });

  it('states the same genders and certificate types as the entities', () => {
    expect(GENDER_VALUES).toEqual(GENDERS);
    expect(conditionVariables(templateWith([]), BLOCK_CATALOGUE).get('insured.certiType')?.options).toEqual(CERTIFICATE_TYPE_VALUES);
  });
});
