import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { USER_AGENTS } from '../env/test-user-agents';
import { registerWechatShare, type ShareRegistration, type WechatShareSdk } from './register-wechat-share';

const SIGNATURE = { appId: 'wx0123456789abcdef', timestamp: 1_760_000_000, nonceStr: 'n0nce', signature: 'abc123', jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData', 'onMenuShareAppMessage', 'onMenuShareTimeline'] };
const SHARE = { title: '安心百万医疗险：大病住院，放心就医', desc: '一般医疗与恶性肿瘤医疗费用报销', link: 'https://h5.example.com/h?promotionId=health-baiwan', imgUrl: 'https://h5.example.com/api/image/share-health' };

const REGISTRATION: ShareRegistration = {
  promotionId: 'health-baiwan',
  pageUrl: 'https://h5.example.com/h?promotionId=health-baiwan&orderNo=O1',
  signUrl: 'https://h5.example.com/h?promotionId=health-baiwan&orderNo=O1',
  title: '百万医疗',
  description: '安心百万医疗险',
  userAgent: USER_AGENTS.iphoneWechat,
};

type Answers = Partial<Record<'getWechatConfigInfo' | 'queryShareInfo', unknown>>;

/** An API client answering each call from `answers`; an Error answer is a refusal. */
function fakeApi(answers: Answers) {
  const calls: { name: string; body: unknown }[] = [];
  const api = {
    call: (name: string, body: unknown) => {
      calls.push({ name, body });
      const answer = answers[name as keyof Answers];
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    },
  };
  return { api: api as unknown as Parameters<typeof registerWechatShare>[1], calls };
}

/** A JS-SDK that records what the page registers and then reports ready, or refuses the signature. */
function fakeSdk(outcome: 'ready' | 'refuse' = 'ready') {
  const invoked: { api: string; args: unknown }[] = [];
  let onReady = () => undefined as void;
  let onError = (_error: { errMsg: string }) => undefined as void;
  const record = (api: string) => (args: unknown) => {
    invoked.push({ api, args });
    if (api === 'config') queueMicrotask(() => (outcome === 'ready' ? onReady() : onError({ errMsg: 'config:invalid signature' })));
  };
  const sdk = {
    config: record('config'),
    ready: (callback: () => void) => (onReady = callback),
    error: (callback: (error: { errMsg: string }) => void) => (onError = callback),
    updateAppMessageShareData: record('updateAppMessageShareData'),
    updateTimelineShareData: record('updateTimelineShareData'),
    onMenuShareAppMessage: record('onMenuShareAppMessage'),
    onMenuShareTimeline: record('onMenuShareTimeline'),
  };
  return { sdk: sdk as unknown as WechatShareSdk, invoked };
}

const silent = () => undefined;

describe('registerWechatShare', () => {
  it("signs the page and gives WeChat the promotion's share content", async () => {
    const { api, calls } = fakeApi({ getWechatConfigInfo: { success: true, result: SIGNATURE }, queryShareInfo: { success: true, result: SHARE } });
    const { sdk, invoked } = fakeSdk();
    await expect(registerWechatShare(sdk, api, REGISTRATION, silent)).resolves.toEqual(SHARE);
    expect(calls).toEqual([
      { name: 'getWechatConfigInfo', body: { url: REGISTRATION.signUrl } },
      { name: 'queryShareInfo', body: { promotionId: 'health-baiwan', pageUrl: REGISTRATION.pageUrl } },
    ]);
    expect(invoked.map(({ api: name }) => name)).toEqual(['config', 'updateAppMessageShareData', 'updateTimelineShareData']);
    expect(invoked[0]?.args).toMatchObject({ debug: false, appId: SIGNATURE.appId, timestamp: SIGNATURE.timestamp, nonceStr: 'n0nce', signature: 'abc123' });
    expect(invoked[1]?.args).toMatchObject(SHARE);
    expect(invoked[2]?.args).toMatchObject({ title: SHARE.title, link: SHARE.link, imgUrl: SHARE.imgUrl });
  });

  it("shares the page's own title and clean link when the server has no share content", async () => {
    const { api } = fakeApi({ getWechatConfigInfo: { success: true, result: SIGNATURE }, queryShareInfo: new ApiError('refused', '分享内容不存在') });
    const { sdk, invoked } = fakeSdk();
    const shared = await registerWechatShare(sdk, api, REGISTRATION, silent);
    expect(shared).toEqual({ title: '百万医疗', desc: '安心百万医疗险', link: 'https://h5.example.com/h?promotionId=health-baiwan', imgUrl: '' });
    expect(invoked.find(({ api: name }) => name === 'updateAppMessageShareData')?.args).toMatchObject(shared);
  });

  it('registers nothing when the page cannot be signed', async () => {
    const { api } = fakeApi({ getWechatConfigInfo: new ApiError('refused', '微信分享未配置'), queryShareInfo: { success: true, result: SHARE } });
    const { sdk, invoked } = fakeSdk();
    await expect(registerWechatShare(sdk, api, REGISTRATION, silent)).rejects.toThrow('微信分享未配置');
    expect(invoked).toEqual([]);
  });

  it('fails, for the caller to log, when WeChat refuses the signature', async () => {
    const { api } = fakeApi({ getWechatConfigInfo: { success: true, result: SIGNATURE }, queryShareInfo: { success: true, result: SHARE } });
    const { sdk, invoked } = fakeSdk('refuse');
    await expect(registerWechatShare(sdk, api, REGISTRATION, silent)).rejects.toThrow('invalid signature');
    expect(invoked.map(({ api: name }) => name)).toEqual(['config']);
  });
});
