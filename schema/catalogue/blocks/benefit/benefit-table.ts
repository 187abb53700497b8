import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { ComparisonItemsSchema } from './comparison-items';

export const benefitTable = defineBlock({
  component: 'benefitTable',
  title: '利益演示表',
  titleEn: 'Benefit table',
  description: '按保单年度与被保人年龄逐行展示各项利益金额，并汇总累计保费、累计利益及其保费倍数',
  descriptionEn: 'One row per policy year and insured age with each benefit amount, totalling premiums paid, benefits and their multiple of the premium',
  category: 'benefit',
  icon: 'TableOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    title: Type.Optional(Type.String({ title: '标题', titleEn: 'Title' })),
    showPolicyYear: Type.Boolean({ title: '展示保单年度列', titleEn: 'Show the policy year column' }),
    showInsuredAge: Type.Boolean({ title: '展示被保人年龄列', titleEn: 'Show the insured age column' }),
    comparisonItems: Type.Optional(ComparisonItemsSchema),
    collapsedRows: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 100,
        title: '收起时展示行数',
        titleEn: 'Rows shown when collapsed',
        description: '超出的行点击 展开 后显示',
        descriptionEn: 'Further rows appear after tapping the expand link',
      }),
    ),
    remark: Type.Optional(Type.String({ title: '表下说明', titleEn: 'Note below the table' })),
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
