import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { confirmAttrs } from './confirm-attrs';

export const agentConfirm = defineBlock({
  component: 'agentConfirm',
  title: '营销员确认',
  titleEn: 'Agent confirmation',
  description: '展示营销员姓名、工号及所属机构；仅在订单配置了营销员时出现',
  descriptionEn: "Shows the agent's name, staff number and branch; only when the order has an agent",
  category: 'confirm',
  icon: 'SolutionOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    ...confirmAttrs,
    showCustomerCode: Type.Optional(Type.Boolean({ title: '展示营销员工号', titleEn: "Show the agent's staff number" })),
    showAffiliation: Type.Optional(Type.Boolean({ title: '展示所属机构', titleEn: 'Show the branch' })),
  }),
  defaultAttrs: { title: '营销员信息', showCustomerCode: true, showAffiliation: true },
});
