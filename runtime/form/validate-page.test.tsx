// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { byText, moduleOf, renderTemplate, settle, tap, templateOf, until, withCleanDocument } from '../blocks/testing/render-template';

const ROW_SPACING = 400;
const ROW_HEIGHT = 100;

/** Lays the page's rows out one under another, ROW_SPACING px apart, as a phone would show them. */
function layOutRows(): void {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const item = this.closest('.adm-list-item') ?? this;
    const index = [...document.querySelectorAll('.adm-list-item')].indexOf(item);
    const top = Math.max(index, 0) * ROW_SPACING - window.scrollY;
    return { top, bottom: top + ROW_HEIGHT, height: ROW_HEIGHT, left: 0, right: 375, width: 375, x: 0, y: top, toJSON: () => ({}) } as DOMRect;
  });
}

const nameRow = (label: string, formKey: string) => moduleOf('inputItem', { required: true }, { label, formKey });
const rowOf = (container: HTMLElement, label: string) => [...container.querySelectorAll<HTMLElement>('.adm-list-item')].find((item) => item.querySelector('.adm-form-item-label')?.textContent?.includes(label));
const errorOf = (container: HTMLElement, label: string) => rowOf(container, label)?.querySelector('.adm-form-item-feedback-error')?.textContent;

describe('a forward action on an invalid page', () => {
  withCleanDocument();
  beforeEach(() => {
    window.scrollTo(0, 0);
    layOutRows();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('brings the first invalid field into view with its message, and shows every invalid row at once', async () => {
    sessionStorage.setItem('ORDER_DATA', JSON.stringify({ policyHolder: { name: '张三', phone: '13800138000' } }));
    const template = templateOf([[
      nameRow('投保人姓名', 'policyHolder.name'),
      nameRow('投保人手机', 'policyHolder.phone'),
      nameRow('被保人姓名', 'insured[0].name'),
      nameRow('被保人地址', 'insured[0].address'),
      moduleOf('toolbar', { action: 'next', buttonText: '下一步', showPremium: false }),
    ], [moduleOf('inputItem', {}, { label: '第二页', formKey: 'remark' })]]);
    const page = await renderTemplate(template);
    expect(errorOf(page.container, '被保人姓名')).toBeUndefined();

    tap(byText(page.container, 'button', '下一步'));
    await until(() => errorOf(page.container, '被保人姓名') === '请输入被保人姓名');
    expect(errorOf(page.container, '被保人地址')).toBe('请输入被保人地址');
    expect(errorOf(page.container, '投保人姓名')).toBeUndefined();
    // Settled in view: the first invalid row lies wholly within the screen.
    await until(() => {
      const rect = rowOf(page.container, '被保人姓名')!.getBoundingClientRect();
      return rect.top >= 0 && rect.bottom <= window.innerHeight;
    });
    await settle();
    expect(page.container.textContent).not.toContain('第二页');
    page.unmount();
  });
});
