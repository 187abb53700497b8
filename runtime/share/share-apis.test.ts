import { describe, expect, it } from 'vitest';
import { USER_AGENTS } from '../env/test-user-agents';
import { SHARE_APIS, shareApisFor } from './share-apis';

const OLD_WECHAT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 11_0 like Mac OS X) AppleWebKit/604.1.38 (KHTML, like Gecko) Mobile/15A372 MicroMessenger/6.6.7 NetType/WIFI Language/zh_CN';

describe('shareApisFor', () => {
  it('registers the current share interfaces on a current client', () => {
    expect(shareApisFor(SHARE_APIS, USER_AGENTS.iphoneWechat)).toEqual(['updateAppMessageShareData', 'updateTimelineShareData']);
    expect(shareApisFor(undefined, USER_AGENTS.androidWechat)).toEqual(['updateAppMessageShareData', 'updateTimelineShareData']);
  });

  it('adds the legacy interfaces on clients older than 6.7.2, which lack the current ones', () => {
    expect(shareApisFor(SHARE_APIS, OLD_WECHAT)).toEqual([...SHARE_APIS]);
  });

  it('registers only what the signature allows', () => {
    expect(shareApisFor(['onMenuShareAppMessage', 'updateAppMessageShareData'], OLD_WECHAT)).toEqual(['updateAppMessageShareData', 'onMenuShareAppMessage']);
    expect(shareApisFor(['chooseImage'], USER_AGENTS.iphoneWechat)).toEqual([]);
  });
});
