// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { moduleOf, pathOf, renderTemplate, settle, tap, templateOf, wait, withCleanDocument } from '../testing/render-template';

const CALCULATE = pathOf('premiumCalculate');
const person = (name: string, certNo: string) => ({ name, certiType: 'I', certiNo: certNo, gender: 'M', birthday: '1990-03-07' });
/** The fake insurer charges 100 yuan for each insured still in the purchase. */
const priced = (body: unknown) => {
  const insureds = (body as { insuredList: { selected?: boolean }[] }).insuredList.filter((insured) => insured.selected !== false);
  return { success: true, code: 0, result: { payType: 1, initialPremium: insureds.length * 10_000, totalPremium: insureds.length * 10_000, insuredList: [] } };
};

describe('the health notification list and the premium', () => {
  withCleanDocument({ fakeTimers: true });

  it('recalculates the premium for the insureds left selected once the buyer leaves one out', async () => {
    sessionStorage.setItem('PLAN', JSON.stringify({ planId: 'P1', salesname: '基础版', packages: [] }));
    sessionStorage.setItem('ORDER_DATA', JSON.stringify({ policyHolder: person('张三', '110101199003070011'), insured: [person('张三', '110101199003070011'), person('李四', '110101199003070038')] }));
    for (const key of ['holder', 'insured_0', 'insured_1']) sessionStorage.setItem(`HN_${key}`, JSON.stringify({ allowInsure: true }));
    const template = templateOf([[], [moduleOf('healthNotificationListModule', {}, { label: '健康告知' }), moduleOf('premiumDisplay', { label: '保费' })]]);
    const page = await renderTemplate(template, { search: '?from=health&goodsId=g1&page=2', replies: { [CALCULATE]: priced } });
    await wait(1000);
    await settle();
    expect(page.calls(CALCULATE)).toHaveLength(1);
    expect(page.container.querySelector('[aria-live="polite"]')?.textContent).toContain('200.00');

    // The checkbox of the row that names 李四 (its name is that row's label).
    const named = [...page.container.querySelectorAll<HTMLLabelElement>('label[for]')].find((label) => label.textContent?.includes('李四'));
    tap(document.getElementById(named?.htmlFor ?? '')?.closest('.adm-checkbox'));
    await wait(1000);
    await settle();
    expect(page.calls(CALCULATE)).toHaveLength(2);
    const last = page.calls(CALCULATE)[1]!.body as { insuredList: { selected?: boolean }[] };
    expect(last.insuredList.map((insured) => insured.selected !== false)).toEqual([true, false]);
    expect(page.container.querySelector('[aria-live="polite"]')?.textContent).toContain('100.00');
    page.unmount();
  });
});
