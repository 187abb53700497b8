import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from '../string-enum';
import { PolicySchema } from './policy';

export const ISSUE_STATUSES = ['success', 'failed', 'processing'] as const;

/** The underwriting result of an order; the result page polls while issueStatus is absent or processing. */
export const InsureResultSchema = Type.Object(
  {
    orderNo: Type.Optional(Type.String({ title: '订单号' })),
    issueStatus: Type.Optional(
      StringEnum(ISSUE_STATUSES, { title: '承保状态', description: 'success 成功，failed 失败，processing 处理中' }),
    ),
    resultStatus: Type.Optional(Type.Integer({ title: '结果状态', description: '1 成功，其余失败' })),
    policyList: Type.Optional(Type.Array(Type.Ref(PolicySchema), { title: '保单列表' })),
    message: Type.Optional(Type.String({ title: '结果说明', description: '失败原因等' })),
  },
  { $id: 'InsureResult', title: '投保结果' },
);

export type InsureResult = Static<typeof InsureResultSchema>;
