// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { byText, moduleOf, renderTemplate, settle, tap, templateOf, withCleanDocument } from '../blocks/testing/render-template';

const errors = (container: HTMLElement) => [...container.querySelectorAll('.adm-form-item-feedback-error')].map((element) => element.textContent);

/** Types into an input as a buyer does. */
function type(input: HTMLInputElement | null, text: string): void {
  if (!input) throw new Error('the input is not shown');
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const emailRow = (validateImmediately: boolean) => moduleOf('inputItem', { placeholder: '请输入邮箱', validateImmediately, rules: [{ rule: 'email' }] }, { formKey: 'policyHolder.email', label: '电子邮箱' });
const next = moduleOf('toolbar', { action: 'next', buttonText: '下一步', showPremium: false });

describe('the validate-immediately flag of a row', () => {
  withCleanDocument();

  it('on: the row shows its message as the buyer types', async () => {
    const page = await renderTemplate(templateOf([[emailRow(true), next]]));
    type(page.container.querySelector('input'), 'zhangsan@');
    await settle();
    expect(errors(page.container)).toEqual(['邮箱格式错误']);
    type(page.container.querySelector('input'), 'zhangsan@example.com');
    await settle();
    expect(errors(page.container)).toEqual([]);
    page.unmount();
  });

  it('off: typing shows nothing until the page is checked, and a shown message goes as the buyer corrects it', async () => {
    const page = await renderTemplate(templateOf([[emailRow(false), next], []]));
    type(page.container.querySelector('input'), 'zhangsan@');
    await settle();
    expect(errors(page.container)).toEqual([]);
    tap(byText(page.container, 'button', '下一步'));
    await settle();
    expect(errors(page.container)).toEqual(['邮箱格式错误']);
    type(page.container.querySelector('input'), 'zhangsan@example.com');
    await settle();
    expect(errors(page.container)).toEqual([]);
    page.unmount();
  });
});
