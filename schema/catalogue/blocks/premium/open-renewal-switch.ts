import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';

export const openRenewalSwitch = defineBlock({
  component: 'openRenewalSwitch',
  title: '自动续保开关',
  titleEn: 'Auto-renewal switch',
  description: '开关切换是否开通自动续保，结果随订单提交',
  descriptionEn: 'A switch to turn auto-renewal on or off, submitted with the order',
  category: 'premium',
  icon: 'SyncOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    label: Type.String({ title: '标签', titleEn: 'Tags' }),
    description: Type.Optional(Type.String({ title: '说明文字', titleEn: 'Description' })),
    defaultOn: Type.Optional(Type.Boolean({ title: '默认开启', titleEn: 'On by default' })),
  }),
  defaultAttrs: {
    label: '自动续保',
    description: '保险期满后自动续保，可随时取消',
    defaultOn: false,
  },
});
