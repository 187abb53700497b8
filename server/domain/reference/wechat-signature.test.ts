import { describe, expect, it } from 'vitest';
import { jsSdkSignature, signableUrl } from './wechat-signature';

describe('jsSdkSignature', () => {
  it('reproduces the worked example of the WeChat JS-SDK documentation', () => {
    expect(
      jsSdkSignature({
        jsapiTicket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
        nonceStr: 'Wm3WZYTPz0wzccnW',
        timestamp: 1414587457,
        url: 'http://mp.weixin.qq.com?params=value',
      }),
    ).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });
});

describe('signableUrl', () => {
  it('drops the fragment and keeps the query', () => {
    expect(signableUrl('https://h5.example.cn/h?promotionId=p1&page=2#page=3')).toBe('https://h5.example.cn/h?promotionId=p1&page=2');
    expect(signableUrl('https://h5.example.cn/h')).toBe('https://h5.example.cn/h');
  });
});
