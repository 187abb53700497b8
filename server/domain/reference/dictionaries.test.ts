import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OccupationNode } from '../../../schema/entities/occupation-node';
import type { RegionNode } from '../../../schema/entities/region-node';
import { postApi } from '../../testing/call-api';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { testDatabases } from '../../testing/test-databases';
import { setGoodsOccupationCategories } from './goods-fixture';
import { seedReference } from './seed';

const GOODS = 'G-REF-TEST';

function leaves(nodes: readonly OccupationNode[]): OccupationNode[] {
  return nodes.flatMap((node) => (node.children ? leaves(node.children) : [node]));
}

describe.each(testDatabases())('reference dictionaries on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
    await setGoodsOccupationCategories(t.db, 'health', GOODS, [1, 2, 3]);
    await setGoodsOccupationCategories(t.db, 'ba', GOODS, [1, 2, 3, 4, 5, 6]);
    await t.db.query("INSERT INTO goods_sale_regions (tenant_code, goods_id, region_code) VALUES ('health', $1, '440300'), ('health', $1, '110000')", [GOODS]);
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: object, tenant = 'health') => postApi(t.app, `/v1${url}`, payload, tenant);

  it('seeds idempotently: seeding again changes no row count', async () => {
    const tables = ['occupations', 'regions', 'dictionary_items', 'banks', 'bank_card_bins', 'select_options', 'documents', 'channels', 'channel_attrs', 'promotion_channels', 'staff_members', 'reservation_settings', 'share_infos', 'uploaded_images'];
    const counts = async () => Promise.all(tables.map(async (table) => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n));
    const before = await counts();
    expect(before.every((count) => (count ?? 0) > 0)).toBe(true);
    await t.db.transaction((tx) => seedReference(tx, t.context.pii));
    expect(await counts()).toEqual(before);
  });

  describe('queryDictList', () => {
    it('lists countries with China first and preselected', async () => {
      const reply = (await post('/common/queryDictList', { dictType: 'country' })).json();
      expect(reply).toMatchObject({ success: true, code: 0 });
      expect(reply.result[0]).toEqual({ value: 'CHN', label: '中国', isDefault: true });
      expect(reply.result.length).toBeGreaterThan(100);
    });

    it('lists exactly the certificate types orders accept', async () => {
      const reply = (await post('/common/queryDictList', { dictType: 'certiType' })).json();
      expect(reply.result.map((item: { value: string }) => item.value)).toEqual(['I', 'P', 'M', 'SUCC']);
      expect(reply.result[0]).toEqual({ value: 'I', label: '身份证', isDefault: true, remark: '个人' });
    });

    it('lists banks from the bank table', async () => {
      const reply = (await post('/common/queryDictList', { dictType: 'bank' })).json();
      expect(reply.result[0]).toEqual({ value: 'ICBC', label: '中国工商银行' });
      expect(reply.result.length).toBeGreaterThanOrEqual(20);
    });

    it('lists only the occupations of the goods categories, with the category as remark', async () => {
      const all = (await post('/common/queryDictList', { dictType: 'occupation' })).json().result as { remark: string }[];
      const limited = (await post('/common/queryDictList', { dictType: 'occupation', goodsId: GOODS })).json().result as { value: string; remark: string }[];
      expect(all.length).toBeGreaterThan(250);
      expect(limited.length).toBeLessThan(all.length);
      expect(new Set(limited.map((item) => item.remark))).toEqual(new Set(['1类', '2类', '3类']));
      expect(limited).toContainEqual({ value: '0101001', label: '机关团体公司内勤人员', remark: '1类' });
    });

    it('lists regions flat with their full path, depth first', async () => {
      const result = (await post('/common/queryDictList', { dictType: 'district' })).json().result as { value: string; label: string }[];
      expect(result.slice(0, 3)).toEqual([
        { value: '110000', label: '北京市' },
        { value: '110100', label: '北京市' },
        { value: '110101', label: '北京市 东城区' },
      ]);
      expect(result).toContainEqual({ value: '440305', label: '广东省 深圳市 南山区' });
    });

    it('refuses an unknown dictionary type', async () => {
      const response = await post('/common/queryDictList', { dictType: 'planet' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, message: '不支持的字典类型「planet」' });
    });

    it('refuses an occupation list for an unknown goods', async () => {
      const response = await post('/common/queryDictList', { dictType: 'occupation', goodsId: 'NOPE' });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('未找到该商品');
    });
  });

  describe('queryOccupationTree', () => {
    it('keeps three levels and only the categories the goods accepts', async () => {
      const tree = (await post('/common/queryOccupationTree', { goodsId: GOODS })).json().result as OccupationNode[];
      expect(tree[0]).toMatchObject({ code: '01', name: '一般职业' });
      expect(tree[0]?.children?.[0]?.children?.[0]).toEqual({ code: '0101001', name: '机关团体公司内勤人员', occupationCategory: 1 });
      const categories = new Set(leaves(tree).map((leaf) => leaf.occupationCategory));
      expect(categories).toEqual(new Set([1, 2, 3]));
      // 井下矿业 has no occupation below category 6: the whole group is gone, its siblings stay.
      const mining = tree.find((node) => node.code === '05');
      expect(mining?.children?.map((node) => node.code)).toEqual(['0501']);
    });

    it('answers each tenant with its own goods categories', async () => {
      const tree = (await post('/common/queryOccupationTree', { goodsId: GOODS }, 'ba')).json().result as OccupationNode[];
      expect(new Set(leaves(tree).map((leaf) => leaf.occupationCategory))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    });

    it('refuses an unknown goods and a missing goodsId', async () => {
      expect((await post('/common/queryOccupationTree', { goodsId: 'NOPE' })).statusCode).toBe(404);
      const response = await post('/common/queryOccupationTree', {});
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('goodsId');
    });
  });

  describe('queryRegionTree', () => {
    it('has all 34 provincial divisions, their cities and districts', async () => {
      const tree = (await post('/common/queryRegionTree', {})).json().result as RegionNode[];
      expect(tree).toHaveLength(34);
      const guangdong = tree.find((node) => node.code === '440000');
      expect(guangdong?.children).toHaveLength(21);
      const shenzhen = guangdong?.children?.find((node) => node.code === '440300');
      expect(shenzhen?.children?.map((node) => node.name)).toContain('南山区');
      expect(guangdong?.children?.find((node) => node.code === '441900')).toEqual({ code: '441900', name: '东莞市' });
    });

    it('reaches every county of the 31 mainland provinces, far-off ones too', async () => {
      const tree = (await post('/common/queryRegionTree', {})).json().result as RegionNode[];
      const mainland = tree.filter((node) => Number(node.code) < 710000);
      expect(mainland).toHaveLength(31);
      expect(mainland.map((node) => node.name)).toEqual(expect.arrayContaining(['西藏自治区', '新疆维吾尔自治区', '黑龙江省', '海南省', '宁夏回族自治区']));
      const counties = mainland.flatMap((province) => province.children ?? []).flatMap((city) => city.children ?? []);
      expect(counties.length).toBeGreaterThan(2900);
      const xinjiang = tree.find((node) => node.name === '新疆维吾尔自治区');
      const kashgar = xinjiang?.children?.find((node) => node.name === '喀什地区');
      expect(kashgar?.children).toContainEqual({ code: '653101', name: '喀什市' });
      const shanghai = tree.find((node) => node.code === '310000');
      expect(shanghai?.children?.map((node) => node.name)).toEqual(['上海市']);
      expect(shanghai?.children?.[0]?.children?.map((node) => node.name)).toContain('浦东新区');
    });

    it('narrows the tree to where the tenant sells the goods', async () => {
      const tree = (await post('/common/queryRegionTree', { goodsId: GOODS })).json().result as RegionNode[];
      expect(tree.map((node) => node.code)).toEqual(['110000', '440000']);
      expect(tree[1]?.children?.map((node) => node.code)).toEqual(['440300']);
      expect(tree[0]?.children?.[0]?.children).toHaveLength(16);
      // The limits are the health tenant's: ba sells the same goods id everywhere.
      expect((await post('/common/queryRegionTree', { goodsId: GOODS }, 'ba')).json().result).toHaveLength(34);
    });
  });

  describe('queryOptions', () => {
    it('answers the relations a person holder may choose, self preselected', async () => {
      const reply = (await post('/common/queryOptions', { type: 'relation', code: 'holderRelation', holderType: '1' })).json();
      expect(reply.result[0]).toEqual({ value: 'SELF', label: '本人', isDefault: true });
      expect(reply.result.map((item: { value: string }) => item.value)).toContain('SPOUSE');
    });

    it('answers a company holder its own list, and a person list when holderType is absent', async () => {
      const company = (await post('/common/queryOptions', { type: 'relation', code: 'holderRelation', holderType: '2' })).json();
      expect(company.result.map((item: { value: string }) => item.value)).toEqual(['EMPLOYEE', 'OTHER']);
      const absent = (await post('/common/queryOptions', { type: 'invoice', code: 'invoiceType' })).json();
      expect(absent.result[0]).toEqual({ value: '03', label: '个人电子发票', isDefault: true });
    });

    it('answers lists for either holder type to both', async () => {
      const reply = (await post('/common/queryOptions', { type: 'person', code: 'gender', holderType: '2' })).json();
      expect(reply.result).toEqual([{ value: 'M', label: '男', isDefault: true }, { value: 'F', label: '女' }]);
    });

    it('answers an empty list for an unknown option code', async () => {
      expect((await post('/common/queryOptions', { type: 'relation', code: 'nothing' })).json()).toEqual({ success: true, code: 0, result: [] });
    });
  });

  describe('queryBankBinInfo', () => {
    const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/v1/common/queryBankBinInfo?${query}` });

    it('names the bank of a full card number', async () => {
      const reply = (await get('dictCode=BANK_CARD_BIN&binNo=6222021234567890123')).json();
      expect(reply).toEqual({ success: true, code: 0, result: { bankCode: 'ICBC', bankName: '中国工商银行', cardType: '借记卡' } });
    });

    it('names the bank of a bare BIN, credit cards too', async () => {
      expect((await get('dictCode=BANK_CARD_BIN&binNo=622575')).json().result).toEqual({ bankCode: 'CMB', bankName: '招商银行', cardType: '信用卡' });
    });

    it('refuses a number no bank issues', async () => {
      const response = await get('dictCode=BANK_CARD_BIN&binNo=9999999999999999');
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('未能识别该银行卡的发卡银行，请手动选择开户银行');
    });

    it('refuses a malformed number or dictionary code', async () => {
      expect((await get('dictCode=BANK_CARD_BIN&binNo=62a2')).statusCode).toBe(400);
      expect((await get('dictCode=OTHER&binNo=622202')).statusCode).toBe(400);
    });
  });

  describe('checkOccupationCategoryLimit', () => {
    const check = (checkValue: string, tenant = 'health', goodsId = GOODS) =>
      post('/insure/checkOccupationCategoryLimit', { checkValue, metaInsureFactorCode: 'occupation', metaInsureFactorType: 'insured', goodsId }, tenant);

    it('accepts an occupation of an allowed category', async () => {
      const response = await check('0101001');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, code: 0 });
    });

    it('refuses an occupation of another category with the reason the alert shows', async () => {
      const response = await check('0401002');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: false, code: 41001, message: '本产品仅承保1-3类职业，伐木工人为6类职业，暂不承保' });
    });

    it('judges with the tenant’s own goods', async () => {
      expect((await check('0401002', 'ba')).json()).toEqual({ success: true, code: 0 });
    });

    it('refuses an unknown occupation and a group that is not an occupation', async () => {
      expect((await check('9999999')).json()).toMatchObject({ success: false, message: '未找到该职业，请重新选择' });
      expect((await check('0101')).json()).toMatchObject({ success: false, message: '请选择具体职业' });
    });

    it('refuses an unknown goods as an error', async () => {
      expect((await check('0101001', 'health', 'NOPE')).statusCode).toBe(404);
    });
  });
});
