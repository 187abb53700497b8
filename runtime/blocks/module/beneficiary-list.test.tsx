// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../state/storage-keys';
import { byText, moduleOf, renderTemplate, settle, tap, templateOf, typeInto, until, withCleanDocument } from '../testing/render-template';

const beneficiaries = moduleOf('beneficiaryList', {
  maxCount: 5,
  addText: '添加受益人',
  confirmDelete: false,
  beneficiaryTypes: ['legal', 'designated'],
  defaultType: 'designated',
  insuredRelationOptions: [{ value: 'SPOUSE', label: '配偶' }],
}, { label: '身故受益人' });
const next = moduleOf('toolbar', { action: 'next', buttonText: '下一步', showPremium: false });

/** 王丽, who takes a third of the first order (a list whose ratios do not yet make 100). */
const WIFE = { name: '王丽', certiType: 'I', certiNo: '110101199203100027', insuredRelation: 'SPOUSE', benefitOrder: '1', benefitRatio: '33.33' };

const sheet = () => document.querySelector<HTMLElement>('.adm-popup-body')!;
const rowOf = (label: string) => [...sheet().querySelectorAll<HTMLElement>('.adm-list-item')].find((item) => item.querySelector('.adm-form-item-label')?.textContent?.includes(label))!;
const errorOf = (label: string) => rowOf(label).querySelector('.adm-form-item-feedback-error')?.textContent;

async function openPage(list: readonly Record<string, unknown>[] = []) {
  sessionStorage.setItem(STORAGE_KEYS.orderData, JSON.stringify({ insured: [{ holderRelation: 'SELF', beneficiaryType: 'designated', beneficiaryList: list }] }));
  return renderTemplate(templateOf([[beneficiaries, next], [moduleOf('stepsList', { steps: [{ title: '第二页内容' }] })]]));
}

/** Types into one row of the open sheet and waits for what it then says (undefined: no error). */
async function typeAndRead(label: string, text: string): Promise<string | undefined> {
  typeInto(rowOf(label).querySelector('input'), text);
  await settle();
  return errorOf(label);
}

describe('the designated beneficiary sheet', () => {
  withCleanDocument();

  it('says 请填写完整的受益人信息 when confirmed empty', async () => {
    const page = await openPage();
    tap(byText(page.container, 'button', '+ 添加受益人'));
    await until(() => document.querySelector('.adm-popup-body') !== null);
    tap(byText(sheet(), 'button', '确定'));
    await until(() => errorOf('姓名') === '请填写完整的受益人信息');
    page.unmount();
  });

  it('takes a ratio of two decimals and 100, refuses three decimals with 受益比例仅支持两位小数', async () => {
    const page = await openPage([WIFE]);
    tap(byText(page.container, 'button', '王丽 第1顺位 33.33%'));
    await until(() => document.querySelector('.adm-popup-body') !== null);
    expect(await typeAndRead('受益比例', '10.555')).toBe('受益比例仅支持两位小数');
    expect(await typeAndRead('受益比例', '33.33')).toBeUndefined();
    expect(await typeAndRead('受益比例', '33.333')).toBe('受益比例仅支持两位小数');
    expect(await typeAndRead('受益比例', '100')).toBeUndefined();
    expect(await typeAndRead('受益比例', '101')).toBe('不能大于100');
    page.unmount();
  });

  it('takes an order of 1, refuses 0 and 1.5 with 受益顺序必须为正整数', async () => {
    const page = await openPage([WIFE]);
    tap(byText(page.container, 'button', '王丽 第1顺位 33.33%'));
    await until(() => document.querySelector('.adm-popup-body') !== null);
    expect(await typeAndRead('受益顺序', '0')).toBe('受益顺序必须为正整数');
    expect(await typeAndRead('受益顺序', '1')).toBeUndefined();
    expect(await typeAndRead('受益顺序', '1.5')).toBe('受益顺序必须为正整数');
    page.unmount();
  });

  it('keeps the sum rule: ratios of one order that do not make 100 stop the page', async () => {
    const page = await openPage([WIFE]);
    tap(byText(page.container, 'button', '下一步'));
    await until(() => page.container.querySelector('[data-component="beneficiaryList"] .adm-form-item-feedback-error')?.textContent === '受益比例之和必须为100%');
    expect(page.container.textContent).not.toContain('第二页内容');
    page.unmount();
  });
});
