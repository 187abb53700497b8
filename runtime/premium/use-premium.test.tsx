// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { moduleOf, pathOf, renderTemplate, templateOf, typeInto, wait, withCleanDocument } from '../blocks/testing/render-template';

import { linkagePendingAtom } from './linkage-pending-atom';

const PLANS = pathOf('queryGoodsPlanList');
const CALCULATE = pathOf('premiumCalculate');

/** A home-insurance page that calculates on page 1 once a holder and an insured are named. */
async function renderPricedPage() {
  const page = await renderTemplate(templateOf([[
    moduleOf('planSelector', {}),
    moduleOf('inputItem', {}, { label: '投保人姓名', formKey: 'policyHolder.name' }),
    moduleOf('inputItem', {}, { label: '被保人姓名', formKey: 'insured[0].name' }),
    moduleOf('toolbar', { action: 'next', buttonText: '下一步' }),
  ]], { insuranceCategory: 'propertyInsurance' }), {
    replies: {
      [PLANS]: { success: true, value: { planList: [{ planId: 'P1', salesname: '基础版', packages: [] }] } },
      [CALCULATE]: { success: true, code: 0, result: { initialPremium: 12_300, totalPremium: 12_300, payType: 1, insuredList: [] } },
    },
  });
  const inputs = () => page.container.querySelectorAll<HTMLInputElement>('[data-component="inputItem"] input');
  return { page, inputs };
}

describe('the premium recalculation', () => {
  withCleanDocument({ fakeTimers: true });

  it('asks for the premium 1000 ms after the buyer\'s last change, once, with the latest values', async () => {
    const { page, inputs } = await renderPricedPage();
    typeInto(inputs()[0], '张三');
    typeInto(inputs()[1], '李');
    await wait(500);
    typeInto(inputs()[1], '李四');
    await wait(999);
    expect(page.calls(CALCULATE)).toHaveLength(0);
    await wait(1);
    expect(page.calls(CALCULATE)).toHaveLength(1);
    expect(page.calls(CALCULATE)[0]!.body).toMatchObject({ planId: 'P1', holder: { person: { name: '张三' } }, insuredList: [{ person: { name: '李四' } }] });
    await wait(5000);
    expect(page.calls(CALCULATE)).toHaveLength(1);
    page.unmount();
  });

  it('waits while a factor linkage may still correct the factors, then asks for what it leaves', async () => {
    const { page, inputs } = await renderPricedPage();
    act(() => page.store.set(linkagePendingAtom, true));
    typeInto(inputs()[0], '张三');
    typeInto(inputs()[1], '李四');
    await wait(5000);
    expect(page.calls(CALCULATE)).toHaveLength(0);
    act(() => page.store.set(linkagePendingAtom, false));
    await wait(1000);
    expect(page.calls(CALCULATE)).toHaveLength(1);
    page.unmount();
  });
});
