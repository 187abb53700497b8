import type wx from 'weixin-js-sdk';
import type { ApiClient } from '../api/api-client';
import { fallbackShareContent, type PageShareFacts, type ShareContent } from './share-content';
import { shareApisFor } from './share-apis';

/** The parts of the JS-SDK that sharing uses. */
export type WechatShareSdk = Pick<
  typeof wx,
  'config' | 'ready' | 'error' | 'updateAppMessageShareData' | 'updateTimelineShareData' | 'onMenuShareAppMessage' | 'onMenuShareTimeline'
>;

/** What one page registers. */
export interface ShareRegistration extends PageShareFacts {
  readonly promotionId?: string;
  /** The address WeChat checks the signature against (see `signatureUrl`). */
  readonly signUrl: string;
  readonly userAgent: string;
}

const ignore = () => undefined;

function shareContentOf(api: Pick<ApiClient, 'call'>, registration: ShareRegistration, log: (message: string, error: unknown) => void): Promise<ShareContent | undefined> {
  const { promotionId, pageUrl } = registration;
  if (!promotionId) return Promise.resolve(undefined);
  return api.call('queryShareInfo', { promotionId, pageUrl }).then(
    (reply) => reply.result,
    (error: unknown) => {
      log('No share content from the server, sharing the page itself', error);
      return undefined;
    },
  );
}

/**
 * Registers the page's share content with WeChat (spec section 1): the page is signed
 * (getWechatConfigInfo) while its share content is fetched (queryShareInfo, else the page's own
 * title and clean link), then `wx.config`, and once WeChat is ready the share interfaces get the
 * title, description, link and image. Resolves with what was registered; rejects when the page
 * cannot be signed or WeChat refuses the signature, which the caller only logs.
 */
export async function registerWechatShare(
  sdk: WechatShareSdk,
  api: Pick<ApiClient, 'call'>,
  registration: ShareRegistration,
  log: (message: string, error: unknown) => void = console.warn,
): Promise<ShareContent> {
  const [signed, shared] = await Promise.all([api.call('getWechatConfigInfo', { url: registration.signUrl }), shareContentOf(api, registration, log)]);
  const signature = signed.result;
  if (!signature) throw new Error('getWechatConfigInfo answered without a signature');
  const content = shared ?? fallbackShareContent(registration);
  if (!content) throw new Error('The page has nothing to share');
  const apis = shareApisFor(signature.jsApiList, registration.userAgent);
  sdk.config({ debug: false, appId: signature.appId, timestamp: signature.timestamp, nonceStr: signature.nonceStr, signature: signature.signature, jsApiList: apis });
  return new Promise((resolve, reject) => {
    sdk.error((error) => reject(new Error(`wx.config refused: ${error.errMsg}`)));
    sdk.ready(() => {
      const { title, desc, link, imgUrl } = content;
      if (apis.includes('updateAppMessageShareData')) sdk.updateAppMessageShareData({ title, desc, link, imgUrl, success: ignore });
      if (apis.includes('updateTimelineShareData')) sdk.updateTimelineShareData({ title, link, imgUrl, success: ignore });
      if (apis.includes('onMenuShareAppMessage')) sdk.onMenuShareAppMessage({ title, desc, link, imgUrl, success: ignore, cancel: ignore });
      if (apis.includes('onMenuShareTimeline')) sdk.onMenuShareTimeline({ title, link, imgUrl, success: ignore, cancel: ignore });
      resolve(content);
    });
  });
}
