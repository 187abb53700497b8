import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { StringEnum } from '../../../string-enum';

export const planTabs = defineBlock({
  component: 'planTabs',
  title: '方案保障标签',
  titleEn: 'Plan coverage tabs',
  description: '按方案分标签展示主险、附加险责任和增值服务，可勾选可选责任（按搭配规则联动），保额按元或万元显示',
  descriptionEn: 'A tab per plan with its main cover, rider coverage and added services; optional coverage can be ticked (linked by the collocation rules); sums insured in yuan or 10k yuan',
  category: 'product',
  icon: 'ProfileOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    title: Type.Optional(Type.String({ title: '标题', titleEn: 'Title' })),
    showMainLiabilities: Type.Optional(Type.Boolean({ title: '显示主险责任', titleEn: 'Show main cover coverage' })),
    showAdditionalLiabilities: Type.Optional(Type.Boolean({ title: '显示附加险责任', titleEn: 'Show rider coverage' })),
    showServices: Type.Optional(Type.Boolean({ title: '显示增值服务', titleEn: 'Show added services' })),
    allowOptionalLiabilities: Type.Optional(
      Type.Boolean({
        title: '允许勾选可选责任',
        titleEn: 'Optional coverage can be ticked',
        description: '勾选时按搭配类型 1-4 联动其他责任',
        descriptionEn: 'Ticking one links other coverage by collocation types 1-4',
      }),
    ),
    sumInsuredFormat: Type.Optional(
      StringEnum(['auto', 'yuan', 'wanYuan'], {
        title: '保额显示格式',
        titleEn: 'Sum insured format',
        description: 'auto 不足 1 万显示元、1 万及以上显示万元 / yuan 元 / wanYuan 万元',
        descriptionEn: 'auto yuan below 10,000 and 10k yuan from 10,000 / yuan yuan / wanYuan 10k yuan',
      }),
    ),
    additionalMark: Type.Optional(Type.String({ title: '附加险标记文字', titleEn: 'Rider mark text' })),
  }),
  defaultAttrs: {
    title: '保障内容',
    showMainLiabilities: true,
    showAdditionalLiabilities: true,
    showServices: true,
    allowOptionalLiabilities: true,
    sumInsuredFormat: 'auto',
    additionalMark: '附加',
  },
});
