// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { orderFormAtom } from '../../state/flow-atoms';
import { byText, moduleOf, pathOf, renderTemplate, settle, shownMessages, tap, templateOf, typeInto, until, withCleanDocument } from '../testing/render-template';

const RELATIONS = [{ value: 'SELF', label: '本人' }, { value: 'SPOUSE', label: '配偶' }];

describe('the insured module', () => {
  withCleanDocument();

  it('refuses a second insured who is the holder (本人): 被保人与投保人关系不能同时存在两个本人, and that relation is cleared', async () => {
    const relation = moduleOf('radioSelectItem', { dataSource: RELATIONS }, { label: '与投保人关系', formKey: 'holderRelation' });
    const page = await renderTemplate(templateOf([[moduleOf('insuredModule', {
      maxCount: 2, minCount: 1, confirmDelete: false, addText: '添加被保人', holderRelationOptions: RELATIONS, itemTitle: '被保人{n}',
    }, { label: '被保人', formKey: 'insured', children: [relation] })]]));
    const cards = () => [...page.container.querySelectorAll<HTMLElement>('[data-component="radioSelectItem"]')];
    const checkedIn = (card: HTMLElement) => card.querySelector('.adm-radio-checked')?.textContent;

    tap(byText(cards()[0]!, '.adm-radio', '本人')?.querySelector('input'));
    await settle();
    tap(byText(page.container, 'button', '+ 添加被保人'));
    await until(() => cards().length === 2);
    expect(page.container.textContent).toContain('被保人2');
    // A new insured starts as another relation than the holder.
    expect(checkedIn(cards()[1]!)).toBe('配偶');

    tap(byText(cards()[1]!, '.adm-radio', '本人')?.querySelector('input'));
    await until(() => shownMessages().includes('被保人与投保人关系不能同时存在两个本人'));
    await until(() => checkedIn(cards()[1]!) === undefined);
    expect(checkedIn(cards()[0]!)).toBe('本人');
    const insured = page.store.get(orderFormAtom).insured as { holderRelation?: string | null }[];
    expect(insured[0]?.holderRelation).toBe('SELF');
    expect(insured[1]?.holderRelation ?? undefined).toBeUndefined();
    page.unmount();
  });
});

describe('the add-insured block of the trial', () => {
  withCleanDocument();

  it('adds insureds up to its maximum and then says 被保人数量不能超过N人; an insured can be removed only above the minimum', async () => {
    const page = await renderTemplate(templateOf([[moduleOf('addInsuredBlock', { maxCount: 2, minCount: 1, confirmDelete: false, addText: '添加被保人' })]]));
    const block = page.container.querySelector<HTMLElement>('[data-component="addInsuredBlock"]')!;
    const deletes = () => [...block.querySelectorAll('button')].filter((button) => button.textContent === '删除');
    expect(block.textContent).toContain('被保人1');
    expect(deletes()).toHaveLength(0);

    tap(byText(block, 'button', '+ 添加被保人'));
    await until(() => block.textContent?.includes('被保人2') === true);
    expect(deletes()).toHaveLength(2);
    tap(byText(block, 'button', '+ 添加被保人'));
    await until(() => shownMessages().includes('被保人数量不能超过2人'));
    expect(block.textContent).not.toContain('被保人3');

    tap(deletes()[1]);
    await until(() => block.textContent?.includes('被保人2') === false);
    expect(deletes()).toHaveLength(0);
    page.unmount();
  });
});

describe('the insured module under a plan that insures at most 2', () => {
  withCleanDocument();

  it('keeps the entries a plan with a lower maximum no longer allows, says 被保人数量不能超过2人 under them and on 下一步, and lets the buyer on once one is removed', async () => {
    const PLANS = pathOf('queryGoodsPlanList');
    const CALCULATE = pathOf('premiumCalculate');
    const page = await renderTemplate(templateOf([[
      moduleOf('planSelector', {}),
      moduleOf('inputItem', {}, { label: '投保人姓名', formKey: 'policyHolder.name' }),
      moduleOf('insuredModule', { maxCount: 5, minCount: 1, confirmDelete: false, addText: '添加被保人', holderRelationOptions: RELATIONS, itemTitle: '被保人{n}' }, { label: '被保人', formKey: 'insured' }),
      moduleOf('toolbar', { action: 'next', buttonText: '下一步' }),
    ], [moduleOf('stepsList', { steps: [{ title: '第二页内容' }] })]], { insuranceCategory: 'propertyInsurance' }), {
      replies: {
        [PLANS]: { success: true, value: { planList: [
          { planId: 'P3', salesname: '三人版', minInsuredCount: 1, maxInsuredCount: 3, packages: [] },
          { planId: 'P2', salesname: '双人版', minInsuredCount: 1, maxInsuredCount: 2, packages: [] },
        ] } },
        [CALCULATE]: { success: true, code: 0, result: { initialPremium: 12_300, totalPremium: 12_300, payType: 1, insuredList: [] } },
      },
    });
    const block = () => page.container.querySelector<HTMLElement>('[data-component="insuredModule"]')!;
    const add = () => byText(block(), 'button', '+ 添加被保人');
    const cards = () => (block().textContent?.match(/被保人\d/g) ?? []).length;
    const alert = () => block().querySelector('[role="alert"]')?.textContent;
    typeInto(page.container.querySelector('[data-component="inputItem"] input'), '张三');

    // The first plan allows 3, over the template's 5: the add button goes at the third insured.
    tap(add());
    await until(() => cards() === 2);
    tap(add());
    await until(() => cards() === 3);
    expect(add()).toBeUndefined();
    expect(alert()).toBeUndefined();

    tap(byText(page.container, 'button', '双人版'));
    await until(() => alert() === '被保人数量不能超过2人');
    expect(cards()).toBe(3);
    tap(page.container.querySelector('[role="toolbar"] button'));
    await until(() => shownMessages().includes('被保人数量不能超过2人'));
    expect(page.container.textContent).not.toContain('第二页内容');

    tap(byText(block(), 'button', '删除'));
    await until(() => cards() === 2);
    expect(alert()).toBeUndefined();
    expect(add()).toBeUndefined();
    expect(page.store.get(orderFormAtom).insured).toHaveLength(2);
    const calculated = page.calls(CALCULATE).length;
    await until(() => page.calls(CALCULATE).length > calculated, 3000);
    tap(page.container.querySelector('[role="toolbar"] button'));
    await until(() => page.container.textContent?.includes('第二页内容') === true, 3000);
    page.unmount();
  });
});
