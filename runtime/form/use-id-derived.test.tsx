// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { orderFormAtom } from '../state/flow-atoms';
import { moduleOf, renderTemplate, templateOf, wait, withCleanDocument } from '../blocks/testing/render-template';

/** Types into an input as a buyer does. */
function type(input: HTMLInputElement | null, text: string): void {
  if (!input) throw new Error('the input is not shown');
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const holder = moduleOf('policyHolderModule', { lockIdDerivedFields: true }, {
  label: '投保人信息',
  formKey: 'policyHolder',
  children: [
    moduleOf('inputItem', { placeholder: '请输入证件号码' }, { label: '证件号码', formKey: 'certiNo' }),
    moduleOf('datePickerItem', {}, { label: '出生日期', formKey: 'birthday' }),
  ],
});
const person = (page: { store: { get: (atom: typeof orderFormAtom) => Record<string, unknown> } }) => page.store.get(orderFormAtom).policyHolder as Record<string, unknown>;

describe('typing an ID card number', () => {
  withCleanDocument({ fakeTimers: true });

  it('fills birthday and gender only once the buyer has paused for 200 ms', async () => {
    sessionStorage.setItem('ORDER_DATA', JSON.stringify({ policyHolder: { certiType: 'I' } }));
    const page = await renderTemplate(templateOf([[holder]]));
    const input = page.container.querySelector<HTMLInputElement>('input[placeholder="请输入证件号码"]');
    type(input, '11010519900307001');
    await wait(150);
    // The last digit within the pause: the wait starts again.
    type(input, '110105199003070017');
    await wait(199);
    expect(person(page).birthday).toBeUndefined();
    expect(page.container.textContent).not.toContain('1990-03-07');
    await wait(1);
    expect(person(page)).toMatchObject({ birthday: '1990-03-07', gender: 'M' });
    expect(page.container.textContent).toContain('1990-03-07');
    page.unmount();
  });
});
