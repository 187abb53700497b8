/** The JS-SDK share interfaces: the current pair, then the legacy pair they replaced. */
export const SHARE_APIS = ['updateAppMessageShareData', 'updateTimelineShareData', 'onMenuShareAppMessage', 'onMenuShareTimeline'] as const;

export type ShareApi = (typeof SHARE_APIS)[number];

const CURRENT_APIS: readonly ShareApi[] = ['updateAppMessageShareData', 'updateTimelineShareData'];
const LEGACY_APIS: readonly ShareApi[] = ['onMenuShareAppMessage', 'onMenuShareTimeline'];

/** The first WeChat version with the current share interfaces. */
const CURRENT_SINCE = [6, 7, 2];

function wechatVersion(userAgent: string): number[] | undefined {
  const match = /MicroMessenger\/(\d+(?:\.\d+)*)/i.exec(userAgent);
  return match?.[1]?.split('.').map(Number);
}

function isBefore(version: readonly number[], since: readonly number[]): boolean {
  for (let at = 0; at < since.length; at += 1) {
    const part = version[at] ?? 0;
    const bound = since[at] ?? 0;
    if (part !== bound) return part < bound;
  }
  return false;
}

/**
 * The share interfaces to register: those the signature allows (all of them when it does not say),
 * the current ones on clients that have them, the legacy ones, which WeChat is retiring, only on
 * clients older than 6.7.2 or of unknown version, where they are all there is.
 */
export function shareApisFor(allowed: readonly string[] | undefined, userAgent: string): ShareApi[] {
  const version = wechatVersion(userAgent);
  const legacyClient = !version || isBefore(version, CURRENT_SINCE);
  const wanted = legacyClient ? [...CURRENT_APIS, ...LEGACY_APIS] : CURRENT_APIS;
  const permitted = allowed && allowed.length > 0 ? allowed : SHARE_APIS;
  return wanted.filter((api) => permitted.includes(api));
}
