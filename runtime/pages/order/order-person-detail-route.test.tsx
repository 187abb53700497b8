// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ok, renderApp, until, withCleanApp } from '../../app/testing/render-app';

const ORDER_CALL = '/order/face/queryOrderByOrderNoForShow';
const DICTIONARY_CALL = '/v1/common/queryDictList';
const ORDER = ok({
  orderNo: '20250101000000000001',
  goodsName: '百万医疗险',
  holder: { person: { name: '张*', certType: '01', certNo: '110101********1234', birthday: '1990-01-01', phone: '138****0000' } },
  insuredList: [
    { holderRelation: 'SELF', person: { name: '张*', certType: '01', certNo: '110101********1234', birthday: '1990-01-01' } },
    { holderRelation: 'SPOUSE', person: { name: '李*', certType: '02', certNo: 'E1234****' } },
  ],
});
const CERT_TYPES = (body: unknown) =>
  ok((body as { dictType?: string }).dictType === 'certiType' ? [{ value: '01', label: '居民身份证' }, { value: '02', label: '护照' }] : []);

/** Each card on screen: its title and its rows as `label：value`. */
function cards(container: HTMLElement) {
  return [...container.querySelectorAll('.adm-list')].map((list) => ({
    title: list.querySelector('.adm-list-header')?.textContent,
    rows: [...list.querySelectorAll('.adm-list-item')].map((item) => `${item.querySelector('.adm-list-item-content-main')?.textContent}：${item.querySelector('.adm-list-item-content-extra')?.textContent}`),
  }));
}

describe('/orderPersonDetail with a stored order', () => {
  withCleanApp();

  it('shows the holder and every insured of the order as the server masked them, certificate types and relations by name, unfilled rows left out', async () => {
    const app = renderApp('/orderPersonDetail?orderNo=20250101000000000001', { [ORDER_CALL]: ORDER, [DICTIONARY_CALL]: CERT_TYPES });
    await until(() => expect(cards(app.container).map((card) => card.title)).toEqual(['投保人', '被保人1', '被保人2']));
    await until(() => expect(app.container.textContent).toContain('居民身份证'));
    const [holder, first, second] = cards(app.container);
    expect(holder?.rows).toEqual(['姓名：张*', '证件类型：居民身份证', '证件号码：110101********1234', '出生日期：1990-01-01', '手机号码：138****0000']);
    // Each insured's relation to the holder, as the confirm page showed it.
    expect(first?.rows).toEqual(['与投保人关系：本人', '姓名：张*', '证件类型：居民身份证', '证件号码：110101********1234', '出生日期：1990-01-01']);
    expect(second?.rows).toEqual(['与投保人关系：配偶', '姓名：李*', '证件类型：护照', '证件号码：E1234****']);
    expect(app.asked.find((call) => call.url === ORDER_CALL)?.body).toMatchObject({ orderNo: '20250101000000000001' });
    expect(document.title).toBe('投保人与被保人信息');
  });

  it('lists under each insured the beneficiaries the order names, masked as stored, or 法定 for the legal heirs', async () => {
    const order = ok({
      orderNo: '20250101000000000001',
      insuredList: [
        {
          person: { name: '张*' },
          beneficiaryType: 'designated',
          beneficiaryList: [
            { person: { name: '王*', certNo: '1101*************7' }, benefitOrder: 1, benefitRatio: 60 },
            { person: { name: '李**' }, benefitOrder: 1, benefitRatio: 40 },
          ],
        },
        { person: { name: '李*' }, beneficiaryType: 'LEGAL' },
        { person: { name: '赵*' } },
      ],
    });
    const app = renderApp('/orderPersonDetail?orderNo=20250101000000000001', { [ORDER_CALL]: order, [DICTIONARY_CALL]: CERT_TYPES });
    await until(() => expect(cards(app.container).map((card) => card.title)).toEqual(['投保人', '被保人1', '被保人2', '被保人3']));
    const [, first, second, third] = cards(app.container);
    expect(first?.rows).toEqual(['姓名：张*', '受益人受益顺序 1 · 受益比例 60%：王*', '受益人受益顺序 1 · 受益比例 40%：李**']);
    expect(second?.rows).toEqual(['姓名：李*', '受益人：法定']);
    expect(third?.rows).toEqual(['姓名：赵*']);
  });

  it('tells two beneficiaries masked alike apart by their relation to the insured, order and share', async () => {
    const order = ok({
      orderNo: '20250101000000000001',
      insuredList: [
        {
          person: { name: '陈*' },
          beneficiaryType: 'designated',
          beneficiaryList: [
            { person: { name: '陈**' }, insuredRelation: 'SPOUSE', benefitOrder: 1, benefitRatio: 50 },
            { person: { name: '陈**' }, insurantRelation: 'CHILD', benefitOrder: 2, benefitRatio: 100 },
          ],
        },
      ],
    });
    const app = renderApp('/orderPersonDetail?orderNo=20250101000000000001', { [ORDER_CALL]: order, [DICTIONARY_CALL]: CERT_TYPES });
    await until(() => expect(cards(app.container).map((card) => card.title)).toEqual(['投保人', '被保人1']));
    const [, insured] = cards(app.container);
    expect(insured?.rows).toEqual([
      '姓名：陈*',
      '受益人与被保人关系 配偶 · 受益顺序 1 · 受益比例 50%：陈**',
      '受益人与被保人关系 子女 · 受益顺序 2 · 受益比例 100%：陈**',
    ]);
  });

  it('says no order is named when neither the address nor this session has one, and asks nothing', async () => {
    const app = renderApp('/orderPersonDetail', { [ORDER_CALL]: ORDER });
    await until(() => expect(app.container.textContent).toContain('未找到订单信息，请重新进入页面'));
    expect(app.asked.some((call) => call.url === ORDER_CALL)).toBe(false);
    expect(cards(app.container)).toEqual([]);
  });
});
