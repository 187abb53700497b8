import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { LONG_TERM_CERTIFICATE_VALUE } from '../../../entities/certificate-type';
import { personFieldList } from './person-field-attrs';

export const insuredConfirmModule = defineBlock({
  component: 'insuredConfirmModule',
  title: '被保人信息确认',
  titleEn: 'Insured confirmation',
  description: `只读展示每位被保人已填写的信息供确认（证件有效期 ${LONG_TERM_CERTIFICATE_VALUE} 显示为 长期），可点修改回到被保人信息页`,
  descriptionEn: `Shows what was entered for each insured, read-only, for confirmation (an ID validity of ${LONG_TERM_CERTIFICATE_VALUE} shows as long-term); an edit link goes back to the insured page`,
  category: 'module',
  icon: 'SolutionOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    fields: personFieldList({ title: '展示字段', titleEn: 'Fields shown' }),
    showBeneficiaries: Type.Optional(Type.Boolean({ title: '展示受益人', titleEn: 'Show the beneficiaries' })),
    editText: Type.Optional(Type.String({
      title: '修改链接文字',
      titleEn: 'Edit link text',
      description: '留空则不可修改',
      descriptionEn: 'No editing when empty',
    })),
  }),
  defaultAttrs: {
    fields: ['holderRelation', 'name', 'certiType', 'certiNo', 'gender', 'birthday', 'phone'],
    showBeneficiaries: false,
    editText: '修改',
  },
});
