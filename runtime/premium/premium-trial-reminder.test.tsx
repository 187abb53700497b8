// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../schema/generated/api-routes.js';
import { ok, renderApp, tapOn, until, withCleanApp } from '../app/testing/render-app';

const TEMPLATE_CALL = API_ROUTES.queryGoodsTemplateConfig.path;
const PLANS = API_ROUTES.queryGoodsPlanList.path;
const TRIAL = API_ROUTES.getPremium.path;
const module = (id: string, component: string, attrs: Record<string, unknown>) => ({ id, component, label: component, isDefault: true, attrs });
/** Page 1 of a health product: the buyer chooses a plan and the premium trial prices it. */
const TEMPLATE = {
  schemaVersion: 2,
  themeColor: '#1677ff',
  insuranceCategory: 'healthInsurance',
  goodsId: 'G1',
  pageList: [{ id: 'product', pageOrder: 1, label: '选择方案', moduleList: [module('plans', 'planSelector', {}), module('premium', 'premiumDisplay', { label: '保费' })] }],
};
const PLAN = {
  planId: 'P1',
  salesname: '基础版',
  packages: [{ productPackageId: 'K1', productPackageCode: 'KC1', productList: [{ productId: 'M', productCode: 'MC', productName: '主险', sumInsured: 100 }] }],
};
const COLD_LOAD_MS = 15_000;

describe('a premium trial refused with 20000 or 20019', () => {
  withCleanApp();

  for (const code of [20000, 20019]) {
    it(`opens the 温馨提示 dialog with the server's message for ${code}, and toasts nothing`, async () => {
      const message = code === 20000 ? '被保险人年龄不在本方案的投保范围内' : '该地区暂不支持投保本产品';
      const app = renderApp('/h?promotionId=trial-reminder&from=health', {
        [TEMPLATE_CALL]: ok(TEMPLATE),
        [PLANS]: { status: 200, data: { success: true, code: 0, value: { planList: [PLAN] } } },
        [TRIAL]: { status: 200, data: { success: false, code, message } },
      });
      await until(() => expect(app.asked.some((call) => call.url === TRIAL)).toBe(true), COLD_LOAD_MS);
      await until(() => expect(document.querySelector('.adm-dialog-title')?.textContent).toBe('温馨提示'));
      expect(document.querySelector('.adm-dialog-content')?.textContent).toContain(message);
      expect(app.toasts).toEqual([]);
      expect(document.querySelector('.adm-toast-main')).toBeNull();
      tapOn(app.button('知道了'));
      await until(() => expect(document.querySelector('.adm-dialog-title')).toBeNull());
    });
  }
});
