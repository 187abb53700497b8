// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { moduleOf, pathOf, renderTemplate, shownMessages, tap, templateOf, typeInto, until, withCleanDocument } from '../blocks/testing/render-template';

const PLANS = pathOf('queryGoodsPlanList');
const CALCULATE = pathOf('premiumCalculate');

describe('the premium precondition of a forward button', () => {
  withCleanDocument();

  it('keeps the buyer on the page with 保费尚未计算，请先计算保费 (toast and beside the button) while no premium is known, and lets them on once one is', async () => {
    let priced = false;
    const page = await renderTemplate(templateOf([[
      moduleOf('planSelector', {}),
      moduleOf('inputItem', {}, { label: '投保人姓名', formKey: 'policyHolder.name' }),
      moduleOf('inputItem', {}, { label: '被保人姓名', formKey: 'insured[0].name' }),
      moduleOf('toolbar', { action: 'next', buttonText: '下一步' }),
    ], [moduleOf('stepsList', { steps: [{ title: '第二页内容' }] })]], { insuranceCategory: 'propertyInsurance' }), {
      replies: {
        [PLANS]: { success: true, value: { planList: [{ planId: 'P1', salesname: '基础版', packages: [] }] } },
        [CALCULATE]: () => (priced
          ? { success: true, code: 0, result: { initialPremium: 12_300, totalPremium: 12_300, payType: 1, insuredList: [] } }
          : { success: false, code: 50000, message: '费率暂不可用' }),
      },
    });
    const inputs = () => page.container.querySelectorAll<HTMLInputElement>('[data-component="inputItem"] input');
    const next = () => page.container.querySelector<HTMLElement>('[role="toolbar"] button');
    typeInto(inputs()[0], '张三');
    typeInto(inputs()[1], '李四');
    await until(() => page.calls(CALCULATE).length === 1, 3000);
    tap(next());
    await until(() => shownMessages().includes('保费尚未计算，请先计算保费'));
    expect(page.container.querySelector('[role="toolbar"] [role="alert"]')?.textContent).toBe('保费尚未计算，请先计算保费');
    expect(page.container.textContent).not.toContain('第二页内容');

    priced = true;
    typeInto(inputs()[1], '李四四');
    await until(() => page.calls(CALCULATE).length === 2, 3000);
    await until(() => page.container.querySelector('[role="toolbar"] [role="alert"]') === null);
    tap(next());
    await until(() => page.container.textContent?.includes('第二页内容') === true);
    page.unmount();
  });
});
