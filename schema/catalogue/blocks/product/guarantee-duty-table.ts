import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';

export const guaranteeDutyTable = defineBlock({
  component: 'guaranteeDutyTable',
  title: '保障责任表',
  titleEn: 'Coverage table',
  description: '列出当前方案的主险、附加险和服务的责任名称与保额，责任说明可点击弹层查看',
  descriptionEn: "Lists the current plan's main cover, riders and services with their sums insured; each coverage's explanation opens in a popup",
  category: 'product',
  icon: 'TableOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    title: Type.Optional(Type.String({ title: '标题', titleEn: 'Title' })),
    liabilityColumnTitle: Type.Optional(Type.String({ title: '责任列标题', titleEn: 'Coverage column title' })),
    sumInsuredColumnTitle: Type.Optional(Type.String({ title: '保额列标题', titleEn: 'Sum insured column title' })),
    showMainProducts: Type.Optional(Type.Boolean({ title: '显示主险', titleEn: 'Show the main cover' })),
    showAdditionalProducts: Type.Optional(Type.Boolean({ title: '显示附加险', titleEn: 'Show the riders' })),
    showServices: Type.Optional(Type.Boolean({ title: '显示服务', titleEn: 'Show the services' })),
    showRemark: Type.Optional(Type.Boolean({ title: '显示责任说明弹层', titleEn: 'Show the coverage explanation popup' })),
    useLiabilityAlias: Type.Optional(Type.Boolean({ title: '使用责任别名', titleEn: 'Use coverage aliases' })),
  }),
  defaultAttrs: {
    title: '保障责任',
    liabilityColumnTitle: '保障责任',
    sumInsuredColumnTitle: '保额',
    showMainProducts: true,
    showAdditionalProducts: true,
    showServices: true,
    showRemark: true,
    useLiabilityAlias: false,
  },
});
