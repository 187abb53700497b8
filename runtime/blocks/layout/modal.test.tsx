// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { byText, moduleOf, renderTemplate, tap, templateOf, until, withCleanDocument } from '../testing/render-template';

const dialog = () => document.querySelector<HTMLElement>('.adm-modal');
const dialogShown = () => {
  const mask = document.querySelector<HTMLElement>('.adm-modal');
  return mask !== null && mask.style.display !== 'none';
};
/** Shown and done opening (a tap during the opening animation is not what a buyer does). */
const dialogOpen = () => dialogShown() && document.querySelector<HTMLElement>('.adm-center-popup-wrap > div')?.style.opacity === '1';

describe('the modal block', () => {
  withCleanDocument();

  it('opens from its trigger text, 87% wide, with 取消 and 确定 when the template names no buttons, and either closes it', async () => {
    const child = moduleOf('stepsList', { steps: [{ title: '子模块内容' }] });
    const page = await renderTemplate(templateOf([[moduleOf('modal', { title: '重要提示', content: '<p>请阅读免责条款</p>', triggerText: '查看提示' }, { children: [child] })]]));
    expect(dialogShown()).toBe(false);
    tap(byText(page.container, 'button', '查看提示'));
    await until(dialogOpen);
    const body = dialog()!;
    expect(body.textContent).toContain('重要提示');
    expect(body.textContent).toContain('请阅读免责条款');
    expect(body.textContent).toContain('子模块内容');
    expect(body.style.getPropertyValue('--min-width')).toBe('87%');
    expect(body.style.getPropertyValue('--max-width')).toBe('87%');
    const buttons = [...dialog()!.querySelectorAll('button')].map((button) => button.textContent?.trim());
    expect(buttons).toEqual(['取消', '确定']);

    tap(byText(dialog()!, 'button', '取消'));
    await until(() => !dialogShown());
    tap(byText(page.container, 'button', '查看提示'));
    await until(dialogOpen);
    tap(byText(dialog()!, 'button', '确定'));
    await until(() => !dialogShown());
    page.unmount();
  });

  it('opens on entering the page without a trigger, at the width and with the buttons the template sets', async () => {
    const page = await renderTemplate(templateOf([[moduleOf('modal', { title: '温馨提示', openOn: 'pageEnter', triggerText: '查看提示', width: '320px', showCancel: false, confirmText: '我知道了' })]]));
    expect(dialogShown()).toBe(true);
    expect(byText(page.container, 'button', '查看提示')).toBeUndefined();
    expect(dialog()!.style.getPropertyValue('--max-width')).toBe('320px');
    expect([...dialog()!.querySelectorAll('button')].map((button) => button.textContent?.trim())).toEqual(['我知道了']);
    page.unmount();
  });
});
