import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';

const groupAttrs = (title: string) =>
  Type.Object(
    {
      show: Type.Boolean({ title: '展示' }),
      title: Type.String({ title: '分组标题' }),
    },
    { additionalProperties: false, title },
  );

export const dutyConfirmList = defineBlock({
  component: 'dutyConfirmList',
  title: '保障责任确认',
  description: '列出所选方案的主险、附加险及增值服务的保障责任与保额，供投保人确认',
  category: 'confirm',
  icon: 'SafetyCertificateOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    title: Type.String({ title: '标题' }),
    mainProducts: groupAttrs('主险'),
    additionalProducts: groupAttrs('附加险'),
    services: groupAttrs('增值服务'),
    showSumInsured: Type.Optional(Type.Boolean({ title: '展示保额' })),
    showRemark: Type.Optional(Type.Boolean({ title: '可展开责任说明' })),
  }),
  defaultAttrs: {
    title: '保障责任',
    mainProducts: { show: true, title: '主险' },
    additionalProducts: { show: true, title: '附加险' },
    services: { show: true, title: '增值服务' },
    showSumInsured: true,
    showRemark: true,
  },
});
