import { Type } from '@sinclair/typebox';
import { OrderSchema } from '../entities/order';
import { defineCall } from './define-call';
import { ResultEnvelope } from './envelope';
import { PageActionResultSchema } from './page-action-result';
import { requireProperties } from './require-properties';

export const saveOrder = defineCall({
  name: 'saveOrder',
  method: 'POST',
  path: '/order/saveOrder',
  summary: '保存订单草稿（未填完的订单也可保存），返回订单号（返回结构为本项目约定）；买家离开页面时在后台保存，失败不提示',
  body: Type.Ref(OrderSchema),
  response: ResultEnvelope(
    Type.Object(
      {
        orderNo: Type.String({ minLength: 1, title: '订单号' }),
        encryptOrderNo: Type.Optional(Type.String({ title: '加密订单号' })),
      },
      { title: '保存结果' },
    ),
  ),
  client: { muteErrors: true },
});

export const submitOrder = defineCall({
  name: 'submitOrder',
  method: 'POST',
  path: '/v1/insure/submitOrder',
  summary:
    '本项目约定路径：提交完整订单，返回页面动作列表；同一订单（orderNo / encryptOrderNo）或同一请求头 Idempotency-Key 重复提交幂等，返回首次结果；20000、20019 以“温馨提示”对话框展示',
  body: requireProperties(OrderSchema, ['holder', 'insuredList', 'packageList'], '提交订单请求'),
  response: ResultEnvelope(PageActionResultSchema),
  client: { reminderDialog: true },
});
