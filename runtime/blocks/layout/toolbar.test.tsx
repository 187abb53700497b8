// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { moduleOf, pathOf, renderTemplate, settle, tap, templateOf, until, withCleanDocument } from '../testing/render-template';

const ATTRS = pathOf('queryAttrs');
const pages = [[moduleOf('toolbar', { action: 'next', buttonText: '立即投保', showPremium: false })], [moduleOf('stepsList', { steps: [{ title: '第二页内容' }] })]];
const button = (container: HTMLElement) => container.querySelector<HTMLButtonElement>('[role="toolbar"] button')!;

describe('the toolbar and the channel status', () => {
  withCleanDocument();

  it('is greyed, reads 暂停投保 and goes nowhere when the channel of the address is offSale', async () => {
    const page = await renderTemplate(templateOf(pages), { search: '?from=health&channelCode=C01', replies: { [ATTRS]: { success: true, result: { channelCodeStatus: 'offSale' } } } });
    await until(() => button(page.container).textContent?.includes('暂停投保') === true);
    expect(page.calls(ATTRS)[0]!.body).toEqual({ channelCode: 'C01' });
    expect(button(page.container).disabled).toBe(true);
    expect(button(page.container).style.getPropertyValue('--background-color')).toBe('#ccc');
    tap(button(page.container));
    await settle();
    expect(page.container.textContent).not.toContain('第二页内容');
    page.unmount();
  });

  it('reads its own text and moves on while the channel is on sale', async () => {
    const page = await renderTemplate(templateOf(pages), { search: '?from=health&channelCode=C01', replies: { [ATTRS]: { success: true, result: { channelCodeStatus: 'onSale' } } } });
    await until(() => page.calls(ATTRS).length === 1);
    await settle();
    expect(button(page.container).textContent).toContain('立即投保');
    expect(button(page.container).disabled).toBe(false);
    tap(button(page.container));
    await until(() => page.container.textContent?.includes('第二页内容') === true);
    page.unmount();
  });
});
