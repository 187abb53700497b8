// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { byText, moduleOf, renderTemplate, settle, tap, templateOf, withCleanDocument } from '../testing/render-template';

const entries = (container: HTMLElement) => [...container.querySelectorAll('span')].map((span) => span.textContent ?? '').filter((text) => /^被保人\d$/.test(text));

describe('the add block', () => {
  withCleanDocument();

  it('appends an entry per tap up to maxCount, then offers no more', async () => {
    const block = moduleOf('repeatableBlock', { maxCount: 3, minCount: 1, addText: '添加被保人', itemTitle: '被保人{n}', confirmDelete: false }, {
      children: [moduleOf('inputItem', { required: true }, { label: '姓名', formKey: 'insured[i].name' })],
    });
    const page = await renderTemplate(templateOf([[block]]));
    expect(entries(page.container)).toEqual(['被保人1']);
    tap(byText(page.container, 'button', '添加被保人'));
    await settle();
    expect(entries(page.container)).toEqual(['被保人1', '被保人2']);
    expect(page.container.querySelectorAll('input')).toHaveLength(2);
    tap(byText(page.container, 'button', '添加被保人'));
    await settle();
    expect(entries(page.container)).toEqual(['被保人1', '被保人2', '被保人3']);
    expect(byText(page.container, 'button', '添加被保人')).toBeUndefined();
    page.unmount();
  });
});
