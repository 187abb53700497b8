import { Type } from '@sinclair/typebox';
import { StringEnum } from '../string-enum';
import { defineCall } from './define-call';
import { ResultEnvelope } from './envelope';
import { OrderLookup } from './order-lookup';

/** What a buyer link's token looks like: 256 random bits in base64url. */
export const BUYER_LINK_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';

/** Where a resolved buyer link sends the buyer: the cashier, the result page, or the order detail. */
export const BUYER_LINK_NEXT = ['pay', 'result', 'detail'] as const;

export const createBuyerLink = defineCall({
  name: 'createBuyerLink',
  method: 'POST',
  path: '/v1/link/create',
  summary:
    '本项目约定（规格“POST {token}”的令牌）：为本浏览器可查看的订单生成续办链接令牌，供扫码或短信在另一设备继续支付或查看；令牌不含订单号，24 小时后失效',
  body: OrderLookup({}, '续办链接生成请求'),
  response: ResultEnvelope(
    Type.Object(
      {
        token: Type.String({ pattern: BUYER_LINK_TOKEN_PATTERN, title: '链接令牌' }),
        expiresAt: Type.Integer({ title: '失效时间', description: '毫秒时间戳' }),
      },
      { title: '续办链接' },
    ),
  ),
});

export const resolveBuyerLink = defineCall({
  name: 'resolveBuyerLink',
  method: 'POST',
  path: '/v1/link/resolve',
  summary:
    '本项目约定（规格“POST {token}”）：打开续办链接：令牌放在请求体而不在地址中（不进访问日志）；有效时本浏览器获得该订单的查看权并返回去向，不存在、已失效或他租户的令牌一律 40400“链接不存在或已失效”',
  body: Type.Object(
    { token: Type.String({ pattern: BUYER_LINK_TOKEN_PATTERN, title: '链接令牌' }) },
    { title: '续办链接打开请求' },
  ),
  response: ResultEnvelope(
    Type.Object(
      {
        orderNo: Type.String({ minLength: 1, title: '订单号', description: '此后仅在本浏览器可用' }),
        promotionId: Type.Optional(Type.String({ title: '推广 ID' })),
        next: StringEnum(BUYER_LINK_NEXT, { title: '去向', description: 'pay 去支付，result 投保结果，detail 订单详情' }),
      },
      { title: '续办去向' },
    ),
  ),
});
