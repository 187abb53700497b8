import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { ComparisonItemsSchema } from './comparison-items';

export const benefitChart = defineBlock({
  component: 'benefitChart',
  title: '利益柱状图',
  titleEn: 'Benefit bar chart',
  description: '以柱状图展示所选对比项，利益以保费的倍数表示',
  descriptionEn: 'Shows the chosen comparison items as bars, each benefit as a multiple of the premium',
  category: 'benefit',
  icon: 'BarChartOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    title: Type.Optional(Type.String({ title: '标题', titleEn: 'Title' })),
    comparisonItems: ComparisonItemsSchema,
    height: Type.Optional(Type.Integer({ minimum: 120, maximum: 600, title: '图表高度（px）', titleEn: 'Chart height (px)' })),
    barColor: Type.Optional(Type.String({ title: '柱体颜色', titleEn: 'Bar colour', pattern: '^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$' })),
  }),
  defaultAttrs: {
    title: '保费倍数',
    comparisonItems: ['TOTAL_PREMIUM', 'TOTAL_BENEFIT', 'TOTAL_BENEFIT_D_PREMIUM'],
    height: 240,
  },
});
