/** The channels a channel-specific block can be limited to. */
export type DisplayChannel = 'browser' | 'wechat';

/**
 * Whether the page runs inside WeChat's own browser. Mini-programs also carry `MicroMessenger` in
 * their user agent but are a channel of their own, so they do not count as WeChat here.
 */
export function isWeChat(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent) && !/miniProgram/i.test(userAgent);
}

/** Whether a block limited to `channel` shows for this user agent. */
export function showsInChannel(channel: DisplayChannel, userAgent: string): boolean {
  return channel === 'wechat' ? isWeChat(userAgent) : !/MicroMessenger/i.test(userAgent);
}
