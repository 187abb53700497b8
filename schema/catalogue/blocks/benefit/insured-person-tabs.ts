import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';

export const insuredPersonTabs = defineBlock({
  component: 'insuredPersonTabs',
  title: '被保人页签',
  titleEn: 'Insured person tabs',
  description: '每位被保人一个页签，页签内展示该被保人的利益表、利益柱状图和年龄滑块表',
  descriptionEn: "One tab per insured person, each showing that person's benefit table, bar chart and age slider",
  category: 'benefit',
  icon: 'UsergroupAddOutlined',
  binds: 'none',
  children: { categories: ['benefit'] },
  attrs: Type.Object({
    title: Type.Optional(Type.String({ title: '标题', titleEn: 'Title' })),
    tabTitleFallback: Type.Optional(
      Type.String({
        title: '页签缺省标题',
        titleEn: 'Default tab title',
        description: '被保人尚未填写姓名时的页签标题，如 被保人1',
        descriptionEn: 'Tab title while the insured has no name yet, e.g. "Insured 1"',
      }),
    ),
    hideTabsWhenSingle: Type.Optional(Type.Boolean({ title: '只有一位被保人时隐藏页签栏', titleEn: 'Hide the tab bar when there is only one insured' })),
  }),
  defaultAttrs: { title: '利益演示', tabTitleFallback: '被保人', hideTabsWhenSingle: true },
});
