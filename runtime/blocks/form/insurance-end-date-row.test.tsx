// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { byText, moduleOf, renderTemplate, settle, tap, templateOf, withCleanDocument } from '../testing/render-template';

const endLine = (container: HTMLElement) => [...container.querySelectorAll('div')].map((div) => div.textContent ?? '').find((text) => text.startsWith('保障终止日期：'));

describe('the insurance period of the start date row', () => {
  withCleanDocument({ fakeTimers: true });

  it('ends no earlier than the day cover starts: one day of cover ends on the start day, a year the day before the anniversary', async () => {
    // 2026-05-11 10:00 in Shanghai: cover starts tomorrow at the earliest.
    vi.setSystemTime(new Date('2026-05-11T02:00:00Z'));
    const template = templateOf([[
      moduleOf('trailCommonModule', {}, { formKey: 'trailElement[2]', children: [
        moduleOf('startDatePicker', { required: true, startDateOption: 1, showEndDate: true }, { label: '起保日期', formKey: 'insuranceStartDate' }),
        moduleOf('periodRadioGroup', { required: true, periodType: 'insurancePeriod', options: [{ value: '1-D', label: '1天', isDefault: true }, { value: '1-Y', label: '1年' }] }, { label: '保险期间', formKey: 'insurancePeriod' }),
      ] }),
    ]]);
    const page = await renderTemplate(template);
    expect(page.container.textContent).toContain('2026-05-12');
    expect(endLine(page.container)).toBe('保障终止日期：2026-05-12');
    tap(byText(page.container, '.adm-selector-item', '1年'));
    await settle();
    expect(endLine(page.container)).toBe('保障终止日期：2027-05-11');
    page.unmount();
  });
});
