// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest';
import type { Module } from '../../schema/template/module';
import { byText, moduleOf, renderTemplate, settle, tap, templateOf, typeInto, withCleanDocument } from '../blocks/testing/render-template';
import { orderFormAtom } from '../state/flow-atoms';
import { preloadConditionGate } from './condition-gate-loader';

const AGE = { var: 'insured.age' };

/** An insured's trial form: age, then rows whose conditions read it. */
function insuredForm(rows: readonly Module[]): Module {
  return moduleOf('insuredElementModule', { maxCount: 1, minCount: 1, confirmDelete: false }, {
    formKey: 'trailElement[1]',
    label: '被保人',
    children: [moduleOf('numberInput', { placeholder: '请输入年龄' }, { formKey: 'age', label: '年龄' }), ...rows],
  });
}

const socialSecurity = moduleOf(
  'radioSelectItem',
  { dataSource: [{ value: 'Y', label: '有社保' }, { value: 'N', label: '无社保' }] },
  { formKey: 'socialSecurity', label: '有无社保', visibleOn: { '>=': [AGE, 18] } },
);
const guardian = moduleOf('inputItem', { placeholder: '请输入监护人姓名' }, { formKey: 'guardianName', label: '监护人', requiredOn: { '<': [AGE, 18] } });
const employer = moduleOf('inputItem', { placeholder: '请输入工作单位', required: true }, { formKey: 'employer', label: '工作单位', disabledOn: { '>=': [AGE, 60] } });
const next = moduleOf('toolbar', { action: 'next', buttonText: '下一步', showPremium: false });

const input = (container: HTMLElement, placeholder: string) => container.querySelector<HTMLInputElement>(`input[placeholder="${placeholder}"]`);
const errors = (container: HTMLElement) => [...container.querySelectorAll('.adm-form-item-feedback-error')].map((element) => element.textContent);

describe('module conditions in the buyer app', () => {
  withCleanDocument();
  beforeAll(() => preloadConditionGate());

  it('shows a row only while its visibleOn holds, live as the age is typed, and drops the value it held', async () => {
    const page = await renderTemplate(templateOf([[insuredForm([socialSecurity]), next]]));
    expect(page.container.textContent).not.toContain('有无社保');
    typeInto(input(page.container, '请输入年龄'), '30');
    await settle();
    expect(page.container.textContent).toContain('有无社保');
    tap(byText(page.container, '.adm-radio-content', '无社保'));
    await settle();
    expect(page.store.get(orderFormAtom).trailElement).toMatchObject([undefined, [{ age: 30, socialSecurity: 'N' }]]);

    typeInto(input(page.container, '请输入年龄'), '10');
    await settle();
    expect(page.container.textContent).not.toContain('有无社保');
    expect(page.store.get(orderFormAtom).trailElement).toMatchObject([undefined, [{ age: 10 }]]);
    expect((page.store.get(orderFormAtom).trailElement as unknown[][])[1]![0]).not.toHaveProperty('socialSecurity', 'N');
    page.unmount();
  });

  it('requires a row while its requiredOn holds and disables it while its disabledOn holds', async () => {
    const page = await renderTemplate(templateOf([[insuredForm([guardian, employer]), next], []]));
    typeInto(input(page.container, '请输入年龄'), '10');
    typeInto(input(page.container, '请输入工作单位'), '某公司');
    await settle();
    tap(byText(page.container, 'button', '下一步'));
    await settle();
    expect(errors(page.container)).toEqual(['请输入监护人']);

    typeInto(input(page.container, '请输入年龄'), '65');
    await settle();
    expect(input(page.container, '请输入工作单位')?.disabled).toBe(true);
    expect(input(page.container, '请输入监护人姓名')?.disabled).toBe(false);
    tap(byText(page.container, 'button', '下一步'));
    await settle();
    expect(errors(page.container)).toEqual([]);
    page.unmount();
  });
});
