// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { orderFormAtom } from '../state/flow-atoms';
import { moduleOf, renderTemplate, settle, templateOf, withCleanDocument } from '../blocks/testing/render-template';

/** Types into an input as a buyer does. */
function type(input: HTMLInputElement | null | undefined, text: string): void {
  if (!input) throw new Error('the input is not shown');
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const byPlaceholder = (container: HTMLElement, placeholder: string) => container.querySelector<HTMLInputElement>(`input[placeholder="${placeholder}"]`);
const birthday = moduleOf('inputItem', { placeholder: '出生日期' }, { label: '出生日期', formKey: 'birthday' });
const certNo = (formKey: string) => moduleOf('inputItem', { placeholder: '证件号码' }, { label: '证件号码', formKey });

describe('changing a birthday on a trial element', () => {
  withCleanDocument();

  it('clears the ID number of that insured, which carried the old birthday', async () => {
    sessionStorage.setItem('ORDER_DATA', JSON.stringify({ trailElement: [null, [{ birthday: '1990-03-07' }]], insured: [{ certiNo: '110101199003070011' }] }));
    const template = templateOf([[moduleOf('insuredElementModule', { minCount: 1, maxCount: 1 }, { formKey: 'trailElement[1]', label: '被保人', children: [birthday] }), certNo('insured[0].certiNo')]]);
    const page = await renderTemplate(template);
    expect(byPlaceholder(page.container, '证件号码')?.value).toBe('110101199003070011');
    type(byPlaceholder(page.container, '出生日期'), '1991-03-07');
    await settle();
    expect(byPlaceholder(page.container, '证件号码')?.value).toBe('');
    expect((page.store.get(orderFormAtom).insured as { certiNo?: string }[])[0]?.certiNo).toBe('');
    page.unmount();
  });

  it('clears the holder\'s ID number for the holder\'s trial birthday, and leaves it alone where the template turns this off', async () => {
    sessionStorage.setItem('ORDER_DATA', JSON.stringify({ trailElement: [{ birthday: '1980-01-01' }], policyHolder: { certiNo: '110101198001010016' } }));
    const holder = (clear: boolean) => templateOf([[moduleOf('insurancePlanTrialCalculation', { clearCertNoOnBirthdayChange: clear }, { formKey: 'trailElement[0]', label: '投保人', children: [birthday] }), certNo('policyHolder.certiNo')]]);
    const page = await renderTemplate(holder(true));
    type(byPlaceholder(page.container, '出生日期'), '1981-01-01');
    await settle();
    expect(byPlaceholder(page.container, '证件号码')?.value).toBe('');
    page.unmount();

    sessionStorage.setItem('ORDER_DATA', JSON.stringify({ trailElement: [{ birthday: '1980-01-01' }], policyHolder: { certiNo: '110101198001010016' } }));
    const kept = await renderTemplate(holder(false));
    type(byPlaceholder(kept.container, '出生日期'), '1981-01-01');
    await settle();
    expect(byPlaceholder(kept.container, '证件号码')?.value).toBe('110101198001010016');
    kept.unmount();
  });
});
