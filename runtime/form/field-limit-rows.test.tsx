// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { moduleOf, renderTemplate, settle, templateOf, typeInto, withCleanDocument } from '../blocks/testing/render-template';

const errorOf = (container: HTMLElement, component: string, index = 0) =>
  container.querySelectorAll(`[data-component="${component}"]`)[index]?.querySelector('.adm-form-item-feedback-error')?.textContent;

describe('rows the spec limits by field', () => {
  withCleanDocument();

  it('cap a holder address at 25 characters even where the template allows 50, and flag a longer stored one', async () => {
    const address = moduleOf('inputItem', { maxLength: 50, validateImmediately: true }, { label: '详细地址', formKey: 'policyHolder.address' });
    const page = await renderTemplate(templateOf([[address]]));
    const input = page.container.querySelector<HTMLInputElement>('[data-component="inputItem"] input')!;
    expect(input.maxLength).toBe(25);
    // A value that arrives whole (pasted, restored) past the cap is flagged in the buyer's words.
    typeInto(input, '文'.repeat(26));
    await settle();
    expect(errorOf(page.container, 'inputItem')).toBe('详细地址不能超过25个字');
    page.unmount();
  });

  it('want 5 to 100 characters of work unit, and at most 2 digits of age in a number row', async () => {
    const workUnit = moduleOf('inputItem', { validateImmediately: true }, { label: '工作单位', formKey: 'insured[0].workUnit' });
    const age = moduleOf('numberInput', { validateImmediately: true, maxLength: 5 }, { label: '年龄', formKey: 'insured[0].age' });
    const page = await renderTemplate(templateOf([[workUnit, age]]));
    const unit = page.container.querySelector<HTMLInputElement>('[data-component="inputItem"] input')!;
    expect(unit.maxLength).toBe(100);
    typeInto(unit, '某某公司');
    await settle();
    expect(errorOf(page.container, 'inputItem')).toBe('工作单位应为5-100个字');
    typeInto(unit, '杭州某某公司');
    await settle();
    expect(errorOf(page.container, 'inputItem')).toBeUndefined();
    expect(page.container.querySelector<HTMLInputElement>('[data-component="numberInput"] input')!.maxLength).toBe(2);
    page.unmount();
  });
});
