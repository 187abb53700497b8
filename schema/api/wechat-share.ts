import { Type } from '@sinclair/typebox';
import { defineCall } from './define-call';
import { ResultEnvelope } from './envelope';

export const getWechatConfigInfo = defineCall({
  name: 'getWechatConfigInfo',
  method: 'POST',
  path: '/v1/thirdParty/getWechatConfigInfo',
  summary: '本项目约定：获取当前页面的微信 JS-SDK 签名，用于注册分享',
  body: Type.Object({ url: Type.String({ minLength: 1, title: '当前页面地址', description: '不含 # 之后部分' }) }, { title: '微信签名请求' }),
  response: ResultEnvelope(
    Type.Object(
      {
        appId: Type.String({ title: '公众号 AppID' }),
        timestamp: Type.Integer({ minimum: 0, title: '时间戳', description: '秒' }),
        nonceStr: Type.String({ title: '随机串' }),
        signature: Type.String({ title: '签名' }),
        jsApiList: Type.Optional(Type.Array(Type.String(), { title: '接口列表' })),
      },
      { title: '微信签名' },
    ),
  ),
});

export const queryShareInfo = defineCall({
  name: 'queryShareInfo',
  method: 'POST',
  path: '/v1/thirdParty/queryShareInfo',
  summary: '本项目约定：按推广 ID 与页面地址查询分享标题、描述、链接与图片',
  body: Type.Object(
    {
      promotionId: Type.String({ minLength: 1, title: '推广 ID' }),
      pageUrl: Type.String({ minLength: 1, title: '页面地址' }),
    },
    { title: '分享内容查询请求' },
  ),
  response: ResultEnvelope(
    Type.Object(
      {
        title: Type.String({ title: '分享标题' }),
        desc: Type.String({ title: '分享描述' }),
        link: Type.String({ title: '分享链接' }),
        imgUrl: Type.String({ title: '分享图片' }),
      },
      { title: '分享内容' },
    ),
  ),
});
