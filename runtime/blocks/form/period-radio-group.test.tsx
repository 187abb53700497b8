// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { orderFormAtom } from '../../state/flow-atoms';
import { byText, moduleOf, renderTemplate, settle, tap, templateOf, withCleanDocument } from '../testing/render-template';

const period = (periodType: 'insurancePeriod' | 'paymentPeriod', options: readonly { value: string; label: string; isDefault?: boolean }[]) =>
  moduleOf('periodRadioGroup', { required: true, periodType, options }, { label: periodType === 'insurancePeriod' ? '保险期间' : '缴费期间', formKey: periodType });
const chosen = (container: HTMLElement) => [...container.querySelectorAll('.adm-selector-item-active')].map((item) => item.textContent);

describe('the period radio groups', () => {
  withCleanDocument();

  it('offer the insurance and payment periods as one-choice chips, starting at the default, and keep the buyer\'s choice', async () => {
    const template = templateOf([[
      moduleOf('trailCommonModule', {}, { formKey: 'trailElement[2]', children: [
        period('insurancePeriod', [{ value: '1-Y', label: '1年' }, { value: '20-Y', label: '20年', isDefault: true }, { value: 'L', label: '终身' }]),
        period('paymentPeriod', [{ value: '1-Y', label: '趸交' }, { value: '10-Y', label: '10年交' }]),
      ] }),
    ]]);
    const page = await renderTemplate(template);
    expect(page.container.textContent).toContain('保险期间');
    expect(page.container.textContent).toContain('缴费期间');
    expect(chosen(page.container)).toEqual(['20年', '趸交']);

    tap(byText(page.container, '.adm-selector-item', '终身'));
    await settle();
    expect(chosen(page.container)).toEqual(['终身', '趸交']);
    // Tapping the chosen chip again keeps it: a period cannot be left empty.
    tap(byText(page.container, '.adm-selector-item', '终身'));
    tap(byText(page.container, '.adm-selector-item', '10年交'));
    await settle();
    expect(chosen(page.container)).toEqual(['终身', '10年交']);
    expect((page.store.get(orderFormAtom).trailElement as unknown[])[2]).toMatchObject({ insurancePeriod: 'L', paymentPeriod: '10-Y' });
    page.unmount();
  });
});
