// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { selectedPlanAtom } from '../../premium/premium-atoms';
import { flowStateAtom, orderFormAtom } from '../../state/flow-atoms';
import { byText, moduleOf, pathOf, renderTemplate, settle, tap, templateOf, typeInto, until, withCleanDocument } from '../testing/render-template';

const PLANS = pathOf('queryGoodsPlanList');
const plan = (planId: string, salesname: string) => ({ planId, salesname, packages: [] });
const plansReply = (count: number) => ({ success: true, value: { planList: ['基础版', '升级版', '尊享版', '至尊版'].slice(0, count).map((name, index) => plan(`P${index + 1}`, name)) } });
const tabs = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[data-component="planSelector"] [role="tab"]')];
const selectedTab = (container: HTMLElement) => tabs(container).find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;
const list = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-component="planSelector"] [role="tablist"]')!;

describe('the plan selector', () => {
  withCleanDocument();

  it('shows three plans side by side, the first selected, without sideways scrolling', async () => {
    const page = await renderTemplate(templateOf([[moduleOf('planSelector', { title: '选择方案' })]]), { replies: { [PLANS]: plansReply(3) } });
    await until(() => tabs(page.container).length === 3);
    expect(tabs(page.container).map((tab) => tab.textContent)).toEqual(['基础版', '升级版', '尊享版']);
    expect(selectedTab(page.container)).toBe('基础版');
    expect(list(page.container).style.overflowX).toBe('visible');
    expect(tabs(page.container)[0]!.style.flex).toBe('1 1 0%');
    page.unmount();
  });

  it('scrolls sideways from the fourth plan on, each tab keeping its width', async () => {
    const page = await renderTemplate(templateOf([[moduleOf('planSelector', { title: '选择方案' })]]), { replies: { [PLANS]: plansReply(4) } });
    await until(() => tabs(page.container).length === 4);
    expect(list(page.container).style.overflowX).toBe('auto');
    expect(tabs(page.container)[0]!.style.flex).toBe('0 0 30%');
    page.unmount();
  });

  it('clears the clause agreement and the trial elements when another plan is chosen, and keeps what else the buyer typed', async () => {
    const page = await renderTemplate(templateOf([[
      moduleOf('planSelector', { title: '选择方案' }),
      moduleOf('inputItem', {}, { label: '试算城市', formKey: 'trailElement[2].city' }),
      moduleOf('inputItem', {}, { label: '姓名', formKey: 'policyHolder.name' }),
      moduleOf('clauseAgreement', { prefixText: '我已阅读并同意', clauses: [] }),
    ]]), { replies: { [PLANS]: plansReply(3) } });
    await until(() => tabs(page.container).length === 3);
    const inputs = () => page.container.querySelectorAll<HTMLInputElement>('[data-component="inputItem"] input');
    typeInto(inputs()[0], '上海');
    typeInto(inputs()[1], '张三');
    tap(page.container.querySelector('[data-component="clauseAgreement"] .adm-checkbox'));
    await settle();
    expect(page.store.get(flowStateAtom).clauseAgreed).toBe(true);
    expect(page.store.get(orderFormAtom)).toMatchObject({ trailElement: [undefined, undefined, { city: '上海' }], policyHolder: { name: '张三' } });

    tap(byText(page.container, '[role="tab"]', '升级版'));
    await until(() => inputs()[0]!.value === '');
    expect(selectedTab(page.container)).toBe('升级版');
    expect(page.store.get(selectedPlanAtom)?.planId).toBe('P2');
    expect(page.store.get(flowStateAtom).clauseAgreed).toBe(false);
    expect(page.container.querySelector('[data-component="clauseAgreement"] .adm-checkbox-checked')).toBeNull();
    expect(inputs()[1]!.value).toBe('张三');
    const stored = page.store.get(orderFormAtom) as { trailElement?: { city?: string }[]; policyHolder?: { name?: string } };
    expect(stored.trailElement?.[2]?.city).toBeUndefined();
    expect(stored.policyHolder?.name).toBe('张三');
    page.unmount();
  });
});
