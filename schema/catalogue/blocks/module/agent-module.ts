import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { StringEnum } from '../../../string-enum';

const AGENT_FIELDS = ['customerCode', 'name', 'certiType', 'certiNo', 'phone'] as const;

export const agentModule = defineBlock({
  component: 'agentModule',
  title: '营销员信息',
  description: '订单带有营销员时才显示：营销员工号与信息，按配置要求营销员告知与营销员签名',
  category: 'module',
  icon: 'UserSwitchOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    fields: Type.Array(
      StringEnum(AGENT_FIELDS, {
        title: '字段',
        description: 'customerCode 工号，name 姓名，certiType 证件类型，certiNo 证件号，phone 手机',
      }),
      { title: '展示字段', minItems: 1 },
    ),
    showAgentNotice: Type.Optional(Type.Boolean({ title: '营销员告知', description: '营销员须完成告知问卷与声明' })),
    requireAgentSignature: Type.Optional(Type.Boolean({ title: '营销员签名', description: '须在签名板（from=1）完成签名' })),
  }),
  defaultAttrs: { fields: ['customerCode', 'name'], showAgentNotice: false, requireAgentSignature: false },
});
