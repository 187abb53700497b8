import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { LONG_TERM_CERTIFICATE_VALUE } from '../../../entities/certificate-type';
import { personFieldList } from './person-field-attrs';

export const policyHolderInfoModule = defineBlock({
  component: 'policyHolderInfoModule',
  title: '投保人信息确认',
  titleEn: 'Policyholder confirmation',
  description: `只读展示投保人已填写的信息供确认（证件有效期 ${LONG_TERM_CERTIFICATE_VALUE} 显示为 长期），可点修改回到投保人信息页`,
  descriptionEn: `Shows what was entered for the policyholder, read-only, for confirmation (an ID validity of ${LONG_TERM_CERTIFICATE_VALUE} shows as long-term); an edit link goes back to the policyholder page`,
  category: 'module',
  icon: 'IdcardOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    fields: personFieldList({ title: '展示字段', titleEn: 'Fields shown' }),
    editText: Type.Optional(Type.String({
      title: '修改链接文字',
      titleEn: 'Edit link text',
      description: '留空则不可修改',
      descriptionEn: 'No editing when empty',
    })),
  }),
  defaultAttrs: {
    fields: ['name', 'certiType', 'certiNo', 'gender', 'birthday', 'phone', 'email', 'address'],
    editText: '修改',
  },
});
