import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { FORM_KEY_PATTERN } from '../../../template/form-key';
import { confirmAttrs } from './confirm-attrs';

export const invoiceConfirm = defineBlock({
  component: 'invoiceConfirm',
  title: '发票确认',
  titleEn: 'Invoice confirmation',
  description: '展示所选发票类型及其抬头、税号等明细；类型 03 只展示类型',
  descriptionEn: 'Shows the chosen invoice type with its title, tax number and other details; type 03 shows the type only',
  category: 'confirm',
  icon: 'AccountBookOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    ...confirmAttrs,
    invoiceFormKey: Type.Optional(
      Type.String({
        title: '发票数据字段',
        titleEn: 'Invoice data field',
        description: '发票区块的表单键，缺省 invoice',
        descriptionEn: 'Form key of the invoice block; invoice when empty',
        pattern: FORM_KEY_PATTERN,
      }),
    ),
  }),
  defaultAttrs: { title: '发票信息', invoiceFormKey: 'invoice' },
});
