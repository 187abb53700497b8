// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { byText, moduleOf, renderTemplate, tap, templateOf, until, withCleanDocument } from '../testing/render-template';

const panel = () => document.querySelector<HTMLElement>('.adm-popup');
const panelShown = () => panel() !== null && panel()!.style.display !== 'none';
const panelOpen = () => panelShown() && document.querySelector<HTMLElement>('.adm-popup-body')?.style.transform === 'translate(0, 0%)';

describe('the popup block', () => {
  withCleanDocument();

  it('opens its child modules in a bottom panel titled as configured from the trigger text, and closes from its close button or a tap outside', async () => {
    const steps = moduleOf('stepsList', { steps: [{ title: '填写投保信息' }, { title: '支付' }] });
    const page = await renderTemplate(templateOf([[moduleOf('popup', { triggerText: '查看投保流程', title: '投保流程' }, { children: [steps] })]]));
    expect(panelShown()).toBe(false);
    tap(byText(page.container, 'button', '查看投保流程'));
    await until(panelShown);
    expect(panel()!.textContent).toContain('投保流程');
    expect(panel()!.textContent).toContain('填写投保信息');
    const close = panel()!.querySelector('.adm-popup-close-icon');
    expect(close).not.toBeNull();
    await until(panelOpen);
    tap(close);
    await until(() => !panelShown());
    // A tap outside the panel closes it too, by default.
    tap(byText(page.container, 'button', '查看投保流程'));
    await until(panelOpen);
    tap(panel()!.querySelector('.adm-mask-aria-button'));
    await until(() => !panelShown());
    page.unmount();
  });

  it('closes on a tap outside it unless the template keeps it open, and shows no close button when told not to', async () => {
    const page = await renderTemplate(templateOf([[moduleOf('popup', { triggerText: '详情', title: '详情', showCloseButton: false, closeOnMaskClick: false })]]));
    tap(byText(page.container, 'button', '详情'));
    await until(panelOpen);
    expect(panel()!.querySelector('.adm-popup-close-icon')).toBeNull();
    tap(panel()!.querySelector('.adm-mask-aria-button'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(panelShown()).toBe(true);
    page.unmount();
  });
});
