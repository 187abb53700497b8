import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { StringEnum } from '../../../string-enum';

export const planTabs = defineBlock({
  component: 'planTabs',
  title: '方案保障标签',
  description: '按方案分标签展示主险、附加险责任和增值服务，可勾选可选责任（按搭配规则联动），保额按元或万元显示',
  category: 'product',
  icon: 'ProfileOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    title: Type.Optional(Type.String({ title: '标题' })),
    showMainLiabilities: Type.Optional(Type.Boolean({ title: '显示主险责任' })),
    showAdditionalLiabilities: Type.Optional(Type.Boolean({ title: '显示附加险责任' })),
    showServices: Type.Optional(Type.Boolean({ title: '显示增值服务' })),
    allowOptionalLiabilities: Type.Optional(
      Type.Boolean({ title: '允许勾选可选责任', description: '勾选时按搭配类型 1-4 联动其他责任' }),
    ),
    sumInsuredFormat: Type.Optional(
      StringEnum(['auto', 'yuan', 'wanYuan'], {
        title: '保额显示格式',
        description: 'auto 不足 1 万显示元、1 万及以上显示万元 / yuan 元 / wanYuan 万元',
      }),
    ),
    additionalMark: Type.Optional(Type.String({ title: '附加险标记文字' })),
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
