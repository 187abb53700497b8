import wx from 'weixin-js-sdk';
import { createApiClient, type ApiClient } from '../api/api-client';
import { registerWechatShare } from './register-wechat-share';
import type { ShareContent } from './share-content';
import { landingUrl, signatureUrl } from './signature-url';

/**
 * Sharing never troubles the buyer: its calls go through a client whose notifier tells nobody (no
 * toast such as 微信分享未配置), and the caller only logs a failure.
 */
const SILENT_NOTIFIER = { toast: () => undefined, reminder: () => Promise.resolve() };

const clients = new Map<string, ApiClient>();

function silentClient(tenant: string, userId: string | undefined): ApiClient {
  const key = `${tenant}\u0000${userId ?? ''}`;
  const known = clients.get(key);
  if (known) return known;
  const client = createApiClient({ tenant, notifier: SILENT_NOTIFIER, userId });
  clients.set(key, client);
  return client;
}

/** The page being shared, as the template page knows it. */
export interface SharedPage {
  readonly tenant: string;
  readonly userId?: string;
  readonly promotionId?: string;
  readonly title: string;
  readonly description?: string;
}

/**
 * Registers the current address's share content with WeChat. Loaded only inside WeChat (it carries
 * the JS-SDK), so other buyers never download it.
 */
export function shareInWechat(page: SharedPage): Promise<ShareContent> {
  const pageUrl = window.location.href;
  const { userAgent } = navigator;
  return registerWechatShare(wx, silentClient(page.tenant, page.userId), {
    promotionId: page.promotionId,
    pageUrl,
    signUrl: signatureUrl({ userAgent, landingUrl: landingUrl(), currentUrl: pageUrl }),
    title: page.title,
    description: page.description,
    userAgent,
  });
}
