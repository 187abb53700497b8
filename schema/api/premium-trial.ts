import { Type } from '@sinclair/typebox';
import { PremiumTrialItemSchema } from '../entities/premium-trial-item';
import { PremiumTrialRequestSchema } from '../entities/premium-trial-request';
import { defineCall } from './define-call';
import { ValueEnvelope } from './envelope';

export const getPremium = defineCall({
  name: 'getPremium',
  method: 'POST',
  path: '/order/premiumCalculate/getPremium',
  summary: '保费试算：按试算因子与所选产品返回各项保费，总保费为各项之和；失败时提示“保费试算异常”',
  body: Type.Ref(PremiumTrialRequestSchema),
  response: ValueEnvelope(Type.Array(Type.Ref(PremiumTrialItemSchema), { title: '试算结果' })),
});
