// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { byText, moduleOf, pathOf, renderTemplate, shownMessages, tap, templateOf, until, withCleanDocument } from '../testing/render-template';

/** A trial with two insureds kept from earlier in the session: 甲 (30) and 乙 (5). */
async function openWithTwo(confirmDelete: boolean) {
  sessionStorage.setItem('ORDER_DATA', JSON.stringify({ trailElement: [{}, [{ age: 30 }, { age: 5 }]], insured: [{ name: '甲' }, { name: '乙' }] }));
  const block = moduleOf('addInsuredBlock', { maxCount: 3, minCount: 1, confirmDelete, addText: '添加被保人', deleteText: '删除' });
  const page = await renderTemplate(templateOf([[block]]));
  await until(() => titles(page.container).length === 2);
  return page;
}

const titles = (container: HTMLElement) => [...container.querySelectorAll('[data-component="addInsuredBlock"] span')].map((span) => span.textContent).filter((text) => text?.startsWith('被保人'));
const dialog = () => document.querySelector('.adm-dialog');
const kept = () => JSON.parse(sessionStorage.getItem('ORDER_DATA') ?? '{}') as { trailElement?: unknown[]; insured?: unknown };

describe('removing an insured in the trial (add-insured block)', () => {
  withCleanDocument();

  it('asks 操作确认 / 确认删除?; 确定 removes that insured\'s trial factors and form, 取消 keeps them', async () => {
    const page = await openWithTwo(true);
    tap(byText(page.container, 'button', '删除'));
    await until(() => dialog()?.textContent?.includes('确认删除?') === true);
    expect(dialog()?.querySelector('.adm-dialog-title')?.textContent).toBe('操作确认');
    tap(byText(dialog()!, 'button', '取消'));
    await until(() => !document.body.textContent?.includes('确认删除?'));
    expect(titles(page.container)).toEqual(['被保人1', '被保人2']);

    tap(byText(page.container, 'button', '删除'));
    await until(() => dialog()?.textContent?.includes('确认删除?') === true);
    tap(byText(dialog()!, 'button', '确定'));
    await until(() => titles(page.container).length === 1);
    await until(() => JSON.stringify(kept().insured) === JSON.stringify([{ name: '乙' }]));
    expect(kept().trailElement?.[1]).toEqual([{ age: 5 }]);
    page.unmount();
  });
});

describe("the add-insured block under the address's plan", () => {
  withCleanDocument();

  /** The trial block (template: 1 to 5 insureds) on a page opened for plan P of goods g1, whose limits are given. */
  async function openForPlan(limits: { minInsuredCount: number; maxInsuredCount: number }) {
    const plans = { success: true, value: { planList: [{ planId: 'P', salesname: '基础版', packages: [], ...limits }] } };
    const block = moduleOf('addInsuredBlock', { maxCount: 5, minCount: 1, confirmDelete: false, addText: '添加被保人', deleteText: '删除' });
    return renderTemplate(templateOf([[block]]), { search: '?from=health&goodsId=g1&planId=P', replies: { [pathOf('queryGoodsPlanList')]: plans } });
  }
  const deletes = (container: HTMLElement) => [...container.querySelectorAll('button')].filter((button) => button.textContent === '删除');

  it("stops adding at the plan's maximum of 2, not the template's 5, with 被保人数量不能超过2人", async () => {
    const page = await openForPlan({ minInsuredCount: 1, maxInsuredCount: 2 });
    tap(byText(page.container, 'button', '+ 添加被保人'));
    await until(() => titles(page.container).length === 2);
    tap(byText(page.container, 'button', '+ 添加被保人'));
    await until(() => shownMessages().includes('被保人数量不能超过2人'));
    expect(titles(page.container)).toEqual(['被保人1', '被保人2']);
    page.unmount();
  });

  it("starts with the plan's minimum of 2 and removes none below it", async () => {
    const page = await openForPlan({ minInsuredCount: 2, maxInsuredCount: 3 });
    await until(() => titles(page.container).length === 2);
    expect(deletes(page.container)).toHaveLength(0);
    tap(byText(page.container, 'button', '+ 添加被保人'));
    await until(() => titles(page.container).length === 3);
    expect(deletes(page.container)).toHaveLength(3);
    page.unmount();
  });
});
