import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';

export const guaranteeDutyTable = defineBlock({
  component: 'guaranteeDutyTable',
  title: '保障责任表',
  description: '列出当前方案的主险、附加险和服务的责任名称与保额，责任说明可点击弹层查看',
  category: 'product',
  icon: 'TableOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    title: Type.Optional(Type.String({ title: '标题' })),
    liabilityColumnTitle: Type.Optional(Type.String({ title: '责任列标题' })),
    sumInsuredColumnTitle: Type.Optional(Type.String({ title: '保额列标题' })),
    showMainProducts: Type.Optional(Type.Boolean({ title: '显示主险' })),
    showAdditionalProducts: Type.Optional(Type.Boolean({ title: '显示附加险' })),
    showServices: Type.Optional(Type.Boolean({ title: '显示服务' })),
    showRemark: Type.Optional(Type.Boolean({ title: '显示责任说明弹层' })),
    useLiabilityAlias: Type.Optional(Type.Boolean({ title: '使用责任别名' })),
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
