// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { orderFormAtom } from '../../state/flow-atoms';
import { byText, moduleOf, renderTemplate, settle, tap, templateOf, until, withCleanDocument } from '../testing/render-template';

const OPTIONS = [
  { value: 'zj', label: '浙江省', children: [
    { value: 'hz', label: '杭州市', children: [{ value: 'xh', label: '西湖区' }, { value: 'sc', label: '上城区' }] },
    { value: 'nb', label: '宁波市', children: [{ value: 'yz', label: '鄞州区' }] },
  ] },
  { value: 'js', label: '江苏省', children: [{ value: 'nj', label: '南京市', children: [{ value: 'xw', label: '玄武区' }] }] },
];

const picker = () => document.querySelector<HTMLElement>('.adm-popup-body')!;
const column = (index: number) => [...picker().querySelectorAll('.adm-picker-view-column')][index]!;
const labels = (index: number) => [...column(index).querySelectorAll('.adm-picker-view-column-item')].map((item) => item.textContent);
const chosen = (index: number) => column(index).querySelector('.adm-picker-view-column-item-active')?.textContent;
const pick = async (index: number, label: string) => {
  tap(byText(column(index), '.adm-picker-view-column-item', label));
  await settle();
};

describe('the cascade picker row', () => {
  withCleanDocument();

  it('offers each level from the choice above it, lets the buyer go back up a level and choose again, and keeps the path confirmed', async () => {
    const page = await renderTemplate(templateOf([[moduleOf('cascadePickerItem', { source: 'custom', options: OPTIONS, popupTitle: '请选择所在地区' }, { label: '所在地区', formKey: 'policyHolder.area' })]]));
    tap(page.container.querySelector('[role="button"]'));
    await until(() => document.querySelector('.adm-picker-view-column') !== null);
    expect(picker().textContent).toContain('请选择所在地区');
    expect(labels(0)).toEqual(['浙江省', '江苏省']);
    expect(labels(1)).toEqual(['杭州市', '宁波市']);
    expect(labels(2)).toEqual(['西湖区', '上城区']);

    await pick(0, '江苏省');
    expect(labels(1)).toEqual(['南京市']);
    expect(labels(2)).toEqual(['玄武区']);
    expect(chosen(1)).toBe('南京市');

    // Back up to the first level: the levels below follow it again.
    await pick(0, '浙江省');
    expect(labels(1)).toEqual(['杭州市', '宁波市']);
    await pick(1, '宁波市');
    expect(labels(2)).toEqual(['鄞州区']);
    expect(chosen(2)).toBe('鄞州区');

    tap(byText(picker(), 'a', '确定'));
    await until(() => page.store.get(orderFormAtom).policyHolder !== undefined);
    expect(page.store.get(orderFormAtom)).toMatchObject({ policyHolder: { area: ['zj', 'nb', 'yz'] } });
    expect(page.container.querySelector('[role="button"]')?.textContent).toContain('浙江省 宁波市 鄞州区');
    page.unmount();
  });
});
