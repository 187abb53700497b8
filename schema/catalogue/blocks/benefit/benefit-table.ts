import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { ComparisonItemsSchema } from './comparison-items';

export const benefitTable = defineBlock({
  component: 'benefitTable',
  title: '利益演示表',
  description: '按保单年度与被保人年龄逐行展示各项利益金额，并汇总累计保费、累计利益及其保费倍数',
  category: 'benefit',
  icon: 'TableOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    title: Type.Optional(Type.String({ title: '标题' })),
    showPolicyYear: Type.Boolean({ title: '展示保单年度列' }),
    showInsuredAge: Type.Boolean({ title: '展示被保人年龄列' }),
    comparisonItems: Type.Optional(ComparisonItemsSchema),
    collapsedRows: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 100, title: '收起时展示行数', description: '超出的行点击 展开 后显示' }),
    ),
    remark: Type.Optional(Type.String({ title: '表下说明' })),
  }),
  defaultAttrs: {
    title: '利益演示',
    showPolicyYear: true,
    showInsuredAge: true,
    comparisonItems: ['TOTAL_PREMIUM', 'TOTAL_BENEFIT', 'TOTAL_BENEFIT_D_PREMIUM'],
    collapsedRows: 10,
    remark: '以上利益演示仅供参考，具体以保险合同为准',
  },
});
