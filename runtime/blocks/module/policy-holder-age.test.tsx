// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { addCalendarDays } from '../../../shared/dates/calendar-date';
import { ageLimitToDate } from '../../../shared/dates/age-limit-to-date';
import { todayInShanghai } from '../../../shared/dates/shanghai-today';
import { residentIdNumber } from '../../../shared/flow-walk/walk-people';
import { STORAGE_KEYS } from '../../state/storage-keys';
import { byText, moduleOf, renderTemplate, settle, tap, templateOf, until, withCleanDocument } from '../testing/render-template';

const TODAY = todayInShanghai();
/** Born on the day that makes the holder 18 today, and a day later: still 17. */
const EIGHTEEN = ageLimitToDate('18-Y', 'minAge', TODAY)!;
const SEVENTEEN = addCalendarDays(EIGHTEEN, 1)!;

const rows = [
  moduleOf('inputItem', { required: true }, { label: '证件号码', formKey: 'certiNo' }),
  moduleOf('datePickerItem', { required: true, latestYesterday: true }, { label: '出生日期', formKey: 'birthday' }),
];
const holderModule = (attrs: Record<string, unknown> = {}) => moduleOf('policyHolderModule', attrs, { label: '投保人信息', formKey: 'policyHolder', children: rows });
const next = moduleOf('toolbar', { action: 'next', buttonText: '下一步', showPremium: false });
const secondPage = [moduleOf('stepsList', { steps: [{ title: '第二页内容' }] })];

const errorOf = (container: HTMLElement, label: string) =>
  [...container.querySelectorAll<HTMLElement>('.adm-list-item')]
    .find((item) => item.querySelector('.adm-form-item-label')?.textContent?.includes(label))
    ?.querySelector('.adm-form-item-feedback-error')?.textContent;

/** The holder page opened with the holder already entered, then 下一步. */
async function goOnWith(holder: Record<string, unknown>, attrs: Record<string, unknown> = {}, extra: Parameters<typeof templateOf>[1] = {}) {
  sessionStorage.setItem(STORAGE_KEYS.orderData, JSON.stringify({ policyHolder: holder }));
  const page = await renderTemplate(templateOf([[holderModule(attrs), next], secondPage], extra));
  tap(byText(page.container, 'button', '下一步'));
  await settle();
  return page;
}

describe('the holder form under the minimum holder age', () => {
  withCleanDocument();

  it('refuses a holder of 17 by the ID number with 投保人须年满18周岁 on that row, and stays on the page', async () => {
    const page = await goOnWith({ certiType: 'I', certiNo: residentIdNumber(SEVENTEEN, 'M'), birthday: SEVENTEEN, gender: 'M' });
    await until(() => errorOf(page.container, '证件号码') === '投保人须年满18周岁');
    // The birthday is the number's, locked: the number is what the buyer corrects.
    expect(errorOf(page.container, '出生日期')).toBeUndefined();
    expect(page.container.textContent).not.toContain('第二页内容');
    page.unmount();
  });

  it('refuses an infant holder insuring themself', async () => {
    const baby = addCalendarDays(TODAY, -200)!;
    const page = await goOnWith({ certiType: 'I', certiNo: residentIdNumber(baby, 'F'), birthday: baby, gender: 'F' });
    await until(() => errorOf(page.container, '证件号码') === '投保人须年满18周岁');
    expect(page.container.textContent).not.toContain('第二页内容');
    page.unmount();
  });

  it('refuses a birthday of 17 given with a passport on the birthday row', async () => {
    const page = await goOnWith({ certiType: 'P', certiNo: 'E12345678', birthday: SEVENTEEN });
    await until(() => errorOf(page.container, '出生日期') === '投保人须年满18周岁');
    expect(errorOf(page.container, '证件号码')).toBeUndefined();
    expect(page.container.textContent).not.toContain('第二页内容');
    page.unmount();
  });

  it('lets a holder who turns 18 today go on', async () => {
    const page = await goOnWith({ certiType: 'I', certiNo: residentIdNumber(EIGHTEEN, 'M'), birthday: EIGHTEEN, gender: 'M' });
    await until(() => page.container.textContent?.includes('第二页内容') === true);
    page.unmount();
  });

  it("follows the template's minHolderAge", async () => {
    const page = await goOnWith({ certiType: 'P', certiNo: 'E12345678', birthday: EIGHTEEN }, { minHolderAge: 20 });
    await until(() => errorOf(page.container, '出生日期') === '投保人须年满20周岁');
    page.unmount();
  });

  it('leaves a company holder alone', async () => {
    const page = await goOnWith({ certiType: 'P', certiNo: 'E12345678', birthday: SEVENTEEN }, {}, { fields: { holderType: '2' } });
    await until(() => page.container.textContent?.includes('第二页内容') === true);
    page.unmount();
  });
});
