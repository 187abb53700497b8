// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { flowStateAtom } from '../../state/flow-atoms';
import { moduleOf, pathOf, renderTemplate, settle, tap, templateOf, until, withCleanDocument } from '../testing/render-template';

const SUBMIT = pathOf('submitOrder');
const SEARCH = '?from=health&goodsId=g1&planId=P1';
const page1 = (defaultOn: boolean) => [
  moduleOf('openRenewalSwitch', { label: '自动续保', description: '保险期满后自动续保', defaultOn }),
  moduleOf('toolbar', { action: 'confirm', buttonText: '确认投保', showPremium: false }),
];
const submitButton = (container: HTMLElement) => container.querySelector<HTMLElement>('[role="toolbar"] button');
const switchOf = (container: HTMLElement) => container.querySelector<HTMLElement>('[role="switch"]')!;

describe('the open-renewal switch', () => {
  withCleanDocument();

  it('starts at the template default, stores the buyer\'s choice in the flow, and the submitted order carries it as the string "true"', async () => {
    const page = await renderTemplate(templateOf([page1(false)]), { search: SEARCH, replies: { [SUBMIT]: { success: true, code: 0, result: { pageActionList: [] } } } });
    expect(page.container.textContent).toContain('自动续保');
    expect(switchOf(page.container).getAttribute('aria-checked')).toBe('false');
    expect(page.store.get(flowStateAtom).openRenewal).toBe(false);
    tap(switchOf(page.container));
    await settle();
    expect(switchOf(page.container).getAttribute('aria-checked')).toBe('true');
    expect(page.store.get(flowStateAtom).openRenewal).toBe(true);
    tap(submitButton(page.container));
    await until(() => page.calls(SUBMIT).length === 1);
    expect((page.calls(SUBMIT)[0]!.body as { extraInfo?: Record<string, unknown> }).extraInfo?.openRenewal).toBe('true');
    page.unmount();
  });

  it('submits "false" when the buyer turns off a switch the template had on', async () => {
    const page = await renderTemplate(templateOf([page1(true)]), { search: SEARCH, replies: { [SUBMIT]: { success: true, code: 0, result: { pageActionList: [] } } } });
    expect(switchOf(page.container).getAttribute('aria-checked')).toBe('true');
    expect(page.store.get(flowStateAtom).openRenewal).toBe(true);
    tap(switchOf(page.container));
    await settle();
    expect(page.store.get(flowStateAtom).openRenewal).toBe(false);
    tap(submitButton(page.container));
    await until(() => page.calls(SUBMIT).length === 1);
    expect((page.calls(SUBMIT)[0]!.body as { extraInfo?: Record<string, unknown> }).extraInfo?.openRenewal).toBe('false');
    page.unmount();
  });
});
