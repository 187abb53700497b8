import { hasInsurerAppToken } from './insurer-app-tokens';

/** Where the page runs (spec sections 1 and 6): WeChat's browser, a mini-program, an insurer's app, or any other browser. */
export const RUNTIME_CHANNELS = ['wechat', 'miniProgram', 'insurerApp', 'browser'] as const;

export type RuntimeChannel = (typeof RUNTIME_CHANNELS)[number];

/** What the channel is told from. */
export interface ChannelSignals {
  readonly userAgent: string;
  /** `window.__wxjs_environment`, which WeChat sets to `miniprogram` inside a mini-program's web-view. */
  readonly wxjsEnvironment?: unknown;
  /** The insurer app's user-agent tokens (see `insurerAppTokens`). */
  readonly insurerAppTokens: readonly string[];
}

/**
 * The channel of the page. A mini-program's web-view also says `MicroMessenger`, so it is checked
 * first: its user agent carries `miniProgram` on current clients, older ones only set the global.
 * An insurer app embedding a WeChat-like core is still its own channel when it names itself.
 */
export function detectChannel(signals: ChannelSignals): RuntimeChannel {
  const { userAgent } = signals;
  if (signals.wxjsEnvironment === 'miniprogram' || /miniProgram/i.test(userAgent)) return 'miniProgram';
  if (hasInsurerAppToken(userAgent, signals.insurerAppTokens)) return 'insurerApp';
  if (/MicroMessenger/i.test(userAgent)) return 'wechat';
  return 'browser';
}
