import { Type } from '@sinclair/typebox';
import { PremiumTrialItemSchema } from '../entities/premium-trial-item';
import { PremiumTrialRequestSchema } from '../entities/premium-trial-request';
import { defineCall } from './define-call';
import { ValueEnvelope } from './envelope';

export const getPremium = defineCall({
  name: 'getPremium',
  method: 'POST',
  path: '/order/premiumCalculate/getPremium',
  summary: '保费试算：按试算因子与所选产品返回各项保费，总保费为各项之和；20000、20019 以“温馨提示”对话框展示，其余失败提示“保费试算异常”或服务端消息',
  body: Type.Ref(PremiumTrialRequestSchema),
  response: ValueEnvelope(Type.Array(Type.Ref(PremiumTrialItemSchema), { title: '试算结果' })),
  // The trial is the calculation the buyer starts by choosing on page 1: spec section 8's rule for
  // 20000 and 20019 "on calculate" covers it as much as premiumCalculate.
  client: { reminderDialog: true },
});
