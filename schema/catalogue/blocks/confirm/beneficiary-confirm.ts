import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { confirmAttrs } from './confirm-attrs';

export const beneficiaryConfirm = defineBlock({
  component: 'beneficiaryConfirm',
  title: '受益人确认',
  titleEn: 'Beneficiary confirmation',
  description: '按被保人展示受益人：法定受益人显示 法定，指定受益人显示姓名、证件、顺序与比例',
  descriptionEn: 'Beneficiaries per insured: statutory beneficiaries show as statutory, designated ones with name, ID, order and share',
  category: 'confirm',
  icon: 'TeamOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    ...confirmAttrs,
    legalText: Type.Optional(Type.String({ title: '法定受益人文字', titleEn: 'Statutory beneficiary text' })),
    showOrder: Type.Optional(Type.Boolean({ title: '展示受益顺序', titleEn: 'Show the beneficiary order' })),
    showRatio: Type.Optional(Type.Boolean({ title: '展示受益比例', titleEn: 'Show the beneficiary share' })),
  }),
  defaultAttrs: { title: '受益人信息', legalText: '法定', showOrder: true, showRatio: true, maskSensitive: true },
});
