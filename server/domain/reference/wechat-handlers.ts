import { randomBytes } from 'node:crypto';
import type { CallHandlers } from '../../app/call-handler';
import { DomainError, ERROR_CODES } from '../../app/domain-error';
import { failureEnvelope } from '../../app/failure-envelope';
import { requireFound } from '../../app/not-found';
import { REFERENCE_CODES, REFERENCE_MESSAGES } from './reference-messages';
import { absoluteUrl, shareLinkFromPage } from './share-link';
import { jsSdkSignature, signableUrl } from './wechat-signature';

/** The JS-SDK interfaces a shared page registers. */
const SHARE_JS_API_LIST = ['updateAppMessageShareData', 'updateTimelineShareData', 'onMenuShareAppMessage', 'onMenuShareTimeline'];

/** Characters of a nonce: WeChat accepts letters and digits. */
const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function nonceStr(length = 16): string {
  return Array.from(randomBytes(length), (byte) => NONCE_ALPHABET.charAt(byte % NONCE_ALPHABET.length)).join('');
}

const notConfigured = (message: string) => failureEnvelope(REFERENCE_CODES.wechatNotConfigured, message);

/**
 * getWechatConfigInfo signs a page for the JS-SDK when WECHAT_APP_ID and WECHAT_APP_SECRET are set
 * and a jsapi_ticket that has not expired is stored for the app (an operator or a job that can reach
 * WeChat stores it); otherwise it answers `success: false` 微信分享未配置. queryShareInfo answers
 * what a promotion's shared link shows.
 */
export const wechatHandlers = {
  getWechatConfigInfo: async ({ body, app }) => {
    const { wechatAppId, wechatAppSecret } = app.config;
    if (!wechatAppId || !wechatAppSecret) return notConfigured(REFERENCE_MESSAGES.wechatNotConfigured);
    const url = signableUrl(body.url);
    if (!shareLinkFromPage(url)) throw new DomainError(ERROR_CODES.badRequest, REFERENCE_MESSAGES.invalidPageUrl, 400);
    const now = app.now();
    const tickets = await app.db.query<{ jsapi_ticket: string }>('SELECT jsapi_ticket FROM wechat_tickets WHERE app_id = $1 AND expires_at > $2', [wechatAppId, now]);
    const ticket = tickets.rows[0];
    if (!ticket) {
      app.log.warn({ appId: wechatAppId }, 'no unexpired jsapi_ticket stored for the WeChat app');
      return notConfigured(REFERENCE_MESSAGES.wechatTicketMissing);
    }
    const timestamp = Math.floor(now.getTime() / 1000);
    const nonce = nonceStr();
    const signature = jsSdkSignature({ jsapiTicket: ticket.jsapi_ticket, nonceStr: nonce, timestamp, url });
    return { success: true, code: 0, result: { appId: wechatAppId, timestamp, nonceStr: nonce, signature, jsApiList: SHARE_JS_API_LIST } };
  },

  queryShareInfo: async ({ body, tenant, app }) => {
    const pageLink = shareLinkFromPage(body.pageUrl);
    if (!pageLink) throw new DomainError(ERROR_CODES.badRequest, REFERENCE_MESSAGES.invalidPageUrl, 400);
    const found = await app.db.query<{ title: string; description: string; link: string | null; image_url: string }>(
      'SELECT title, description, link, image_url FROM share_infos WHERE tenant_code = $1 AND promotion_id = $2',
      [tenant, body.promotionId],
    );
    const share = requireFound(found.rows[0], REFERENCE_MESSAGES.shareInfoNotFound);
    const origin = app.config.publicOrigin;
    return {
      success: true,
      code: 0,
      result: {
        title: share.title,
        desc: share.description,
        link: share.link ? absoluteUrl(share.link, origin) : pageLink,
        imgUrl: absoluteUrl(share.image_url, origin),
      },
    };
  },
} satisfies CallHandlers;
