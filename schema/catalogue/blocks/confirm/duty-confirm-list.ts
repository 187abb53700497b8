import { Type } from '@sinclair/typebox';
import type { BilingualTexts } from '../../catalogue-locale';
import { defineBlock } from '../../define-block';

const groupAttrs = (texts: BilingualTexts) =>
  Type.Object(
    {
      show: Type.Boolean({ title: '展示', titleEn: 'Show' }),
      title: Type.String({ title: '分组标题', titleEn: 'Group title' }),
    },
    { additionalProperties: false, ...texts },
  );

export const dutyConfirmList = defineBlock({
  component: 'dutyConfirmList',
  title: '保障责任确认',
  titleEn: 'Coverage confirmation',
  description: '列出所选方案的主险、附加险及增值服务的保障责任与保额，供投保人确认',
  descriptionEn: "Lists the chosen plan's main cover, riders and added services with their sums insured for the policyholder to confirm",
  category: 'confirm',
  icon: 'SafetyCertificateOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    title: Type.String({ title: '标题', titleEn: 'Title' }),
    mainProducts: groupAttrs({ title: '主险', titleEn: 'Main cover' }),
    additionalProducts: groupAttrs({ title: '附加险', titleEn: 'Riders' }),
    services: groupAttrs({ title: '增值服务', titleEn: 'Added services' }),
    showSumInsured: Type.Optional(Type.Boolean({ title: '展示保额', titleEn: 'Show the sum insured' })),
    showRemark: Type.Optional(Type.Boolean({ title: '可展开责任说明', titleEn: 'Coverage details can be expanded' })),
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
