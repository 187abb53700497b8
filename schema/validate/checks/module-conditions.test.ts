import { describe, expect, it } from 'vitest';
import { BLOCK_CATALOGUE } from '../../catalogue';
import healthProduct from '../../fixtures/valid/health-product.json';
import type { ConditionLogic } from '../../template/condition-logic';
import type { Module } from '../../template/module';
import type { TemplateConfig } from '../../template/template-config';
import { walkModules } from '../../template/walk-modules';
import { compileTemplateValidator } from '../compile-template-validator';
import { validateTemplate } from '../validate-template';
import { moduleConditionFindings } from './module-conditions';

const validator = compileTemplateValidator();

/** The health fixture with `patch` merged into the module with this id. */
function withModule(id: string, patch: Partial<Module>): TemplateConfig {
  const template = structuredClone(healthProduct) as TemplateConfig;
  const visit = [...walkModules(template)].find((candidate) => candidate.module.id === id);
  if (!visit) throw new Error(`no module ${id}`);
  Object.assign(visit.module, patch);
  return template;
}

const pathOf = (template: TemplateConfig, id: string) => [...walkModules(template)].find((visit) => visit.module.id === id)?.path;
const UNDER_18: ConditionLogic = { '<': [{ var: 'insured.age' }, 18] };

describe('module conditions in validateTemplate', () => {
  it('accepts conditions over the variables the template offers, on a row and on a container', () => {
    const template = withModule('radioSelectItem-15', { visibleOn: { '>=': [{ var: 'insured.age' }, 18] }, requiredOn: UNDER_18, disabledOn: { '==': [{ var: 'client' }, 'wechat'] } });
    Object.assign([...walkModules(template)].find((visit) => visit.module.id === 'planTabs-13')!.module, { visibleOn: { '!=': [{ var: 'plan' }, 'plan-basic'] } });
    expect(validateTemplate(template, validator, BLOCK_CATALOGUE).problems).toEqual([]);
  });

  it('reports a condition mistake with the path of the expression at fault', () => {
    const template = withModule('radioSelectItem-15', { visibleOn: { and: [{ '>=': [{ var: 'insured.age' }, '18'] }, { '==': [{ var: 'insured.shoes' }, 1] }] } as ConditionLogic });
    const at = pathOf(template, 'radioSelectItem-15');
    expect(validateTemplate(template, validator, BLOCK_CATALOGUE).problems).toEqual([
      { path: `${at}/visibleOn/and/0`, message: '类型不匹配：insured.age（数字）不能与文本比较（运算符「>=」）' },
      { path: `${at}/visibleOn/and/1/==/0/var`, message: '未知变量「insured.shoes」' },
    ]);
  });

  it('takes requiredOn and disabledOn on form rows only', () => {
    const template = withModule('premiumDisplay-18', { requiredOn: UNDER_18, disabledOn: UNDER_18 });
    const at = pathOf(template, 'premiumDisplay-18');
    expect(moduleConditionFindings(template, BLOCK_CATALOGUE)).toEqual([
      { code: 'conditionFieldOnly', path: `${at}/requiredOn`, params: { key: 'requiredOn' } },
      { code: 'conditionFieldOnly', path: `${at}/disabledOn`, params: { key: 'disabledOn' } },
    ]);
  });

  it('refuses a visibility condition that could hide a field every order needs', () => {
    const onName = withModule('inputItem-1', { visibleOn: UNDER_18 });
    expect(moduleConditionFindings(onName, BLOCK_CATALOGUE)).toEqual([
      { code: 'conditionHidesOrderField', path: `${pathOf(onName, 'inputItem-1')}/visibleOn`, params: { field: '姓名' } },
    ]);
    const onInsured = withModule('insured', { visibleOn: UNDER_18 });
    expect(validateTemplate(onInsured, validator, BLOCK_CATALOGUE).problems).toEqual([
      { path: `${pathOf(onInsured, 'insured')}/visibleOn`, message: '订单必须包含「被保人信息」，不能用显示条件隐藏' },
    ]);
    // The holder's birthday and the trial factors are not demanded by the order check.
    expect(moduleConditionFindings(withModule('datePickerItem-4', { visibleOn: UNDER_18 }), BLOCK_CATALOGUE)).toEqual([]);
    expect(moduleConditionFindings(withModule('datePickerItem-14', { visibleOn: UNDER_18 }), BLOCK_CATALOGUE)).toEqual([]);
  });

  it('leaves a condition that is not an object to the schema', () => {
    const template = withModule('planTabs-13', { visibleOn: [1] as never });
    expect(validateTemplate(template, validator, BLOCK_CATALOGUE).problems).toEqual([{ path: `${pathOf(template, 'planTabs-13')}/visibleOn`, message: '应为对象' }]);
  });
});
