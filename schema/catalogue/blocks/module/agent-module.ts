import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { StringEnum } from '../../../string-enum';

const AGENT_FIELDS = ['customerCode', 'name', 'certiType', 'certiNo', 'phone'] as const;

export const agentModule = defineBlock({
  component: 'agentModule',
  title: '营销员信息',
  titleEn: 'Agent information',
  description: '订单带有营销员时才显示：营销员工号与信息，按配置要求营销员告知与营销员签名',
  descriptionEn: "Shown only when the order has an agent: the agent's staff number and details, with the agent's notice and signature as configured",
  category: 'module',
  icon: 'UserSwitchOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    fields: Type.Array(
      StringEnum(AGENT_FIELDS, {
        title: '字段',
        titleEn: 'Fields',
        description: 'customerCode 工号，name 姓名，certiType 证件类型，certiNo 证件号，phone 手机',
        descriptionEn: 'customerCode staff number; name name; certiType ID type; certiNo ID number; phone mobile',
      }),
      { title: '展示字段', titleEn: 'Fields shown', minItems: 1 },
    ),
    showAgentNotice: Type.Optional(Type.Boolean({
      title: '营销员告知',
      titleEn: 'Agent notice',
      description: '营销员须完成告知问卷与声明',
      descriptionEn: 'The agent must complete the notice questionnaire and declaration',
    })),
    requireAgentSignature: Type.Optional(Type.Boolean({
      title: '营销员签名',
      titleEn: 'Agent signature',
      description: '须在签名板（from=1）完成签名',
      descriptionEn: 'The agent must sign on the signature board (from=1)',
    })),
  }),
  defaultAttrs: { fields: ['customerCode', 'name'], showAgentNotice: false, requireAgentSignature: false },
});
