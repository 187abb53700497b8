import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postApi } from '../../testing/call-api';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { testDatabases } from '../../testing/test-databases';
import { idCardCheckChar } from '../../../shared/identity/id-card-check-char';
import { jsSdkSignature } from './wechat-signature';

const PUBLIC_ORIGIN = 'https://h5.jiankangbao.cn';

describe.each(testDatabases())('reference channels, staff, appointments and sharing on $name', (target) => {
  let t: TestApp;
  /** A second app on the same database, with WeChat credentials configured. */
  let wechat: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp(target);
    wechat = await t.buildAnotherApp({ WECHAT_APP_ID: 'wx0123456789abcdef', WECHAT_APP_SECRET: 's3cret', PUBLIC_ORIGIN });
  });
  afterAll(async () => {
    await wechat.close();
    await t.close();
  });

  const post = (url: string, payload: object, tenant = 'health', app: FastifyInstance = t.app) => postApi(app, url, payload, tenant);

  describe('queryAttrs', () => {
    it('answers the channel a promotion sells through, on sale, with its attributes', async () => {
      const reply = (await post('/order/channel/front/queryAttrs', { promotionId: 'health-baiwan' })).json();
      expect(reply).toEqual({
        success: true,
        code: 0,
        result: {
          channelCode: 'HEALTH-H5',
          channelName: '健康保官方商城',
          channelCodeStatus: 'onSale',
          affiliationName: '健康保保险代理有限公司',
          attrs: { servicePhone: '400-820-9595', serviceHours: '工作日 9:00-18:00', showCustomerService: 'Y' },
        },
      });
    });

    it('answers a paused channel by its code as offSale', async () => {
      expect((await post('/order/channel/front/queryAttrs', { channelCode: 'HEALTH-PARTNER' })).json().result.channelCodeStatus).toBe('offSale');
    });

    it('keeps each tenant’s channels and promotions to itself', async () => {
      expect((await post('/order/channel/front/queryAttrs', { promotionId: 'ba-life' }, 'ba')).json().result.channelCode).toBe('BA-WECHAT');
      expect((await post('/order/channel/front/queryAttrs', { promotionId: 'ba-life' })).statusCode).toBe(404);
      const response = await post('/order/channel/front/queryAttrs', { channelCode: 'BA-WECHAT' });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('渠道不存在');
    });

    it('needs a channel code or a promotion id', async () => {
      expect((await post('/order/channel/front/queryAttrs', {})).statusCode).toBe(400);
    });
  });

  describe('isECIFStaff', () => {
    const check = (clientname: string, identifynumber: string, tenant = 'health') =>
      post('/order/EcifQuery/isECIFStaff', { clientname, identifynumber, identifytype: 'I' }, tenant);
    // The seeded staff's ID numbers (first 17 digits; the check character is computed).
    const SEEDED: Record<string, string> = { 张伟: '11010519850315123', 王强: '44030519780221155', 陈静: '44030519880912362' };
    const staffCertNo = async (name: string) => {
      const first17 = SEEDED[name] ?? '';
      return first17 + idCardCheckChar(first17);
    };

    it('keeps staff only as blind indexes: no name or ID number in clear', async () => {
      const { rows } = await t.db.query<Record<string, unknown>>('SELECT * FROM staff_members');
      const stored = JSON.stringify(rows);
      expect(rows.length).toBeGreaterThan(0);
      for (const [name, first17] of Object.entries(SEEDED)) {
        expect(stored).not.toContain(name);
        expect(stored).not.toContain(first17);
      }
    });

    it('recognises an active staff member by name and ID number, however the number is typed', async () => {
      const certNo = await staffCertNo('张伟');
      expect((await check('张伟', certNo)).json()).toEqual({ success: true, code: 0, result: { isStaff: true } });
      expect((await check(' 张伟 ', ` ${certNo.toLowerCase()} `)).json().result.isStaff).toBe(true);
    });

    it('says no for a wrong name, a former employee, or another tenant’s staff', async () => {
      expect((await check('张三', await staffCertNo('张伟'))).json().result.isStaff).toBe(false);
      expect((await check('王强', await staffCertNo('王强'))).json().result.isStaff).toBe(false);
      expect((await check('陈静', await staffCertNo('陈静'))).json().result.isStaff).toBe(false);
      expect((await check('陈静', await staffCertNo('陈静'), 'ba')).json().result.isStaff).toBe(true);
    });
  });

  describe('queryReservationConsultation', () => {
    const ask = (tenant: string, extra: object = {}) =>
      post('/commander/app/onlineBook/queryReservationConsultation', { tenantId: tenant, thirdOrderNo: 'TP-20261121-01', thirdOrderNoType: 'CPS', ...extra }, tenant);

    it('offers the booking page with the order filled in', async () => {
      t.clock.set(new Date('2026-11-21T02:00:00.000Z'));
      expect((await ask('health')).json()).toEqual({
        success: true,
        code: 0,
        data: {
          canSupportAppointment: true,
          url: 'https://kefu.jiankangbao.com.cn/online-book?tenant=health&thirdOrderNo=TP-20261121-01&thirdOrderNoType=CPS&canalDefine=',
        },
      });
    });

    it('follows the channel definition’s own setting, and the default for unknown ones', async () => {
      expect((await ask('health', { canalDefine: 'partner-app' })).json().data).toEqual({ canSupportAppointment: false });
      expect((await ask('health', { canalDefine: 'wechat-menu' })).json().data.canSupportAppointment).toBe(true);
    });

    it('offers booking only within service hours on the Shanghai clock', async () => {
      t.clock.set(new Date('2026-11-21T00:29:00.000Z')); // 08:29 in Shanghai
      expect((await ask('ba')).json().data).toEqual({ canSupportAppointment: false });
      t.clock.set(new Date('2026-11-21T00:30:00.000Z')); // 08:30
      expect((await ask('ba')).json().data.canSupportAppointment).toBe(true);
      t.clock.set(new Date('2026-11-21T13:00:00.000Z')); // 21:00
      expect((await ask('ba')).json().data.canSupportAppointment).toBe(false);
      t.clock.set(new Date('2026-11-21T02:00:00.000Z'));
    });
  });

  describe('getWechatConfigInfo', () => {
    const PAGE = 'https://h5.jiankangbao.cn/h?promotionId=health-baiwan&from=health';

    it('answers 微信分享未配置 when no app id and secret are configured', async () => {
      const response = await post('/v1/thirdParty/getWechatConfigInfo', { url: PAGE });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: false, code: 41002, message: '微信分享未配置' });
    });

    it('answers not configured while no unexpired ticket is stored', async () => {
      expect((await post('/v1/thirdParty/getWechatConfigInfo', { url: PAGE }, 'health', wechat)).json()).toMatchObject({ success: false, code: 41002 });
    });

    it('signs the page without its fragment with the stored ticket, until the ticket expires', async () => {
      await t.db.query("INSERT INTO wechat_tickets (app_id, jsapi_ticket, expires_at) VALUES ('wx0123456789abcdef', 'ticket-1', $1)", [new Date(t.clock.now().getTime() + 7_200_000)]);
      const reply = (await post('/v1/thirdParty/getWechatConfigInfo', { url: `${PAGE}#page=2` }, 'health', wechat)).json();
      expect(reply).toMatchObject({ success: true, code: 0, result: { appId: 'wx0123456789abcdef', timestamp: Math.floor(t.clock.now().getTime() / 1000) } });
      expect(reply.result.nonceStr).toMatch(/^[A-Za-z0-9]{16}$/);
      expect(reply.result.jsApiList).toContain('updateAppMessageShareData');
      expect(reply.result.signature).toBe(jsSdkSignature({ jsapiTicket: 'ticket-1', nonceStr: reply.result.nonceStr, timestamp: reply.result.timestamp, url: PAGE }));

      t.clock.advance(7_200_000);
      expect((await post('/v1/thirdParty/getWechatConfigInfo', { url: PAGE }, 'health', wechat)).json().success).toBe(false);
      t.clock.set(new Date('2026-11-21T02:00:00.000Z'));
    });

    it('refuses an address that is not http(s)', async () => {
      expect((await post('/v1/thirdParty/getWechatConfigInfo', { url: 'javascript:alert(1)' }, 'health', wechat)).statusCode).toBe(400);
    });
  });

  describe('queryShareInfo', () => {
    const share = (promotionId: string, pageUrl: string, tenant = 'health') => post('/v1/thirdParty/queryShareInfo', { promotionId, pageUrl }, tenant, wechat);

    it('answers the promotion’s title and description, the page link without personal data, and an absolute image', async () => {
      const reply = (await share('health-baiwan', 'https://h5.jiankangbao.cn/h?promotionId=health-baiwan&from=health&orderNo=O123&certNo=110105#page=2')).json();
      expect(reply).toEqual({
        success: true,
        code: 0,
        result: {
          title: '安心百万医疗险：大病住院，放心就医',
          desc: expect.stringContaining('恶性肿瘤 0 免赔'),
          link: 'https://h5.jiankangbao.cn/h?promotionId=health-baiwan&from=health',
          imgUrl: `${PUBLIC_ORIGIN}/api/v1/file/image/health/share-health`,
        },
      });
      const image = await t.app.inject({ method: 'GET', url: '/api/v1/file/image/health/share-health' });
      expect(image.headers['content-type']).toBe('image/png');
    });

    it('answers a stored link instead of the page when an operator set one', async () => {
      await t.db.query("UPDATE share_infos SET link = '/h?promotionId=ba-home&from=ba' WHERE tenant_code = 'ba' AND promotion_id = 'ba-home'");
      const reply = (await share('ba-home', 'https://h5.baian.cn/h?promotionId=ba-home&orderNo=1', 'ba')).json();
      expect(reply.result).toMatchObject({ title: '百安保险｜安居家庭财产险：守护您的温馨小家', link: `${PUBLIC_ORIGIN}/h?promotionId=ba-home&from=ba` });
    });

    it('keeps each tenant’s promotions to itself and refuses a bad page address', async () => {
      expect((await share('ba-home', 'https://h5.baian.cn/h')).statusCode).toBe(404);
      expect((await share('health-baiwan', 'not a url')).statusCode).toBe(400);
    });
  });
});
