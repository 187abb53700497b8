import { describe, expect, it } from 'vitest';
import type { Plan } from '../../schema/entities/plan';
import type { PreviewPersona } from '../../schema/preview/preview-persona';
import type { Module } from '../../schema/template/module';
import type { TemplateConfig } from '../../schema/template/template-config';
import { ageOn } from '../identity/age-on';
import { personaSeed } from './persona-seed';

const TODAY = '2026-05-20';

function row(component: string, formKey: string, attrs: Record<string, unknown> = {}): Module {
  return { id: `row-${formKey}`, component, label: formKey, formKey, attrs, isDefault: true };
}

function scope(component: string, formKey: string, children: Module[]): Module {
  return { id: `scope-${formKey}`, component, label: formKey, formKey, attrs: {}, isDefault: true, children };
}

/** Page 1 as the seeded medical template has it: the insured's birthday, gender and social security, then the periods. */
const template: Pick<TemplateConfig, 'pageList'> = {
  pageList: [
    {
      id: 'trial',
      pageOrder: 1,
      label: '试算',
      moduleList: [
        { id: 'plans', component: 'planSelector', label: '方案', attrs: {}, isDefault: true },
        scope('insuredElementModule', 'trailElement[1]', [
          row('datePickerItem', 'birthday'),
          row('radioSelectItem', 'gender', { dataSource: [{ value: 'M', label: '男' }, { value: 'F', label: '女' }] }),
          row('radioSelectItem', 'socialSecurity', { dataSource: [{ value: 'Y', label: '有社保' }] }),
        ]),
        scope('trailCommonModule', 'trailElement[2]', [row('periodRadioGroup', 'insurancePeriod'), row('startDatePicker', 'insuranceStartDate')]),
      ],
    },
    { id: 'info', pageOrder: 2, label: '信息', moduleList: [scope('insuredModule', 'insured[i]', [row('datePickerItem', 'birthday')])] },
  ],
};

function plan(planId: string, liabilities: Plan['packages'][number]['productList']): Plan {
  return { planId, salesname: planId, packages: [{ productPackageId: `pkg-${planId}`, productPackageCode: `PKG-${planId}`, productList: liabilities ?? [] }] };
}

/** A term life plan: death cover chosen from a list (10万 to 300万), an optional rider with a stepper. */
const lifePlan = plan('P-LIFE', [
  {
    productId: 'life-main',
    productCode: 'LIFE',
    productName: '定期寿险',
    planConfigLiabilityList: [
      {
        liabilityCode: 'DEATH',
        liabilityName: '身故或全残保险金',
        sumInsuredSubType: 'enum',
        enumSumInsuredValueList: [100_000_00, 200_000_00, 500_000_00, 3_000_000_00].map((value) => ({ label: `${value / 1_000_000}万元`, value })),
      },
    ],
  },
  {
    productId: 'life-rider',
    productCode: 'RIDER',
    productName: '附加意外',
    isOptional: 1,
    planConfigLiabilityList: [
      { liabilityCode: 'ACCIDENT', liabilityName: '意外身故', sumInsuredSubType: 'step', stepSumInsuredValue: { minValue: 100_000_00, maxValue: 1_000_000_00, stepValue: 100_000_00 } },
    ],
  },
]);
/** A plan whose amounts are all fixed. */
const fixedPlan = plan('P-FIXED', [{ productId: 'fixed', productCode: 'FIXED', productName: '医疗', planConfigLiabilityList: [{ liabilityCode: 'MED', liabilityName: '医疗', sumInsuredSubType: 'fixed', fixedSumInsuredValue: 3_000_000_00 }] }]);

const persona: PreviewPersona = { insuredAge: 30, gender: 'F', platform: 'browser' };

describe('personaSeed', () => {
  it('puts the insured of the persona\'s age and gender in the trial rows the template has, one insured', () => {
    const seed = personaSeed({ template, plans: [], persona, today: TODAY });
    expect(seed.values).toEqual({ trailElement: [undefined, [{ birthday: '1996-05-20', gender: 'F' }]] });
    const insured = (seed.values.trailElement as unknown[])[1] as { birthday: string }[];
    expect(ageOn(insured[0]!.birthday, TODAY)).toBe(30);
  });

  it('fills a holder trial scope too and writes the gender as the row codes it', () => {
    const holderFirst: Pick<TemplateConfig, 'pageList'> = {
      pageList: [
        {
          id: 'p',
          pageOrder: 1,
          label: '试算',
          moduleList: [
            scope('insurancePlanTrialCalculation', 'trailElement[0]', [
              row('datePickerItem', 'birthday'),
              row('selectItem', 'gender', { dataSource: [{ value: '1', label: '男性' }, { value: '2', label: '女性' }] }),
              row('numberInput', 'age'),
            ]),
            scope('trailCommonModule', 'trailElement[2]', [row('sumInsuredInput', 'sumInsured')]),
          ],
        },
      ],
    };
    const seed = personaSeed({ template: holderFirst, plans: [], persona: { ...persona, insuredAge: 50, gender: 'M', sumInsured: 500_000_00 }, today: TODAY });
    expect(seed.values).toEqual({ trailElement: [{ birthday: '1976-05-20', gender: '1', age: 50 }, undefined, { sumInsured: 500_000 }] });
  });

  it('leaves the form empty for a template without trial rows (home insurance prices without a person)', () => {
    expect(personaSeed({ template: { pageList: [template.pageList[1]!] }, plans: [], persona, today: TODAY }).values).toEqual({});
  });

  it('picks the persona\'s plan when the goods offer it, and leaves the choice to the page otherwise', () => {
    const plans = [fixedPlan, lifePlan];
    expect(personaSeed({ template, plans, persona: { ...persona, planId: 'P-LIFE' }, today: TODAY }).plan).toBe(lifePlan);
    expect(personaSeed({ template, plans, persona: { ...persona, planId: 'P-GONE' }, today: TODAY }).plan).toBeUndefined();
    expect(personaSeed({ template, plans, persona, today: TODAY }).plan).toBeUndefined();
  });

  it('chooses the sum insured on each plan\'s headline amount, the nearest the plan allows', () => {
    const seed = personaSeed({ template, plans: [fixedPlan, lifePlan], persona: { ...persona, sumInsured: 450_000_00 }, today: TODAY });
    expect(seed.sumInsuredChoices).toEqual([{ productId: 'life-main', liabilityCode: 'DEATH', sumInsured: 500_000_00 }]);
    expect(personaSeed({ template, plans: [lifePlan], persona, today: TODAY }).sumInsuredChoices).toEqual([]);
  });
});
