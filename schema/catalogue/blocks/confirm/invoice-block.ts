import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { StringEnum } from '../../../string-enum';
import { DEFAULT_INVOICE_FIELD_SETS, DEFAULT_INVOICE_TYPE, INVOICE_DETAIL_FIELDS } from '../../../entities/invoice';
import { InvoiceTypeSchema } from './invoice-type';

const InvoiceFieldListSchema = (title: string) =>
  Type.Array(
    StringEnum(INVOICE_DETAIL_FIELDS, {
      title: '明细字段',
      description: 'company 单位名称；creditCode 统一社会信用代码；bank 开户银行；account 银行账号；address 注册地址；receiverName 收票人姓名；receiverPhone 收票人手机',
    }),
    { minItems: 1, title },
  );

export const invoiceBlock = defineBlock({
  component: 'invoiceBlock',
  title: '发票信息',
  description: '选择发票类型 01 / 02 / 03（默认 03）；03 不展示明细，01、02 各自展示对应的抬头、税号、开户行、账号、地址与收票人字段',
  category: 'confirm',
  icon: 'AuditOutlined',
  binds: 'field',
  defaultFormKey: 'invoice',
  children: 'none',
  attrs: Type.Object({
    title: Type.String({ title: '标题' }),
    typeOptions: Type.Array(
      Type.Object(
        { value: InvoiceTypeSchema, label: Type.String({ title: '显示文字' }) },
        { additionalProperties: false, title: '发票类型选项' },
      ),
      { minItems: 1, title: '可选发票类型' },
    ),
    defaultType: Type.Optional(InvoiceTypeSchema),
    fieldSets: Type.Object(
      { '01': InvoiceFieldListSchema('类型 01 的明细字段'), '02': InvoiceFieldListSchema('类型 02 的明细字段') },
      { additionalProperties: false, title: '各类型明细字段' },
    ),
    required: Type.Optional(Type.Boolean({ title: '明细必填' })),
  }),
  defaultAttrs: {
    title: '发票信息',
    typeOptions: [
      { value: '01', label: '单位电子发票' },
      { value: '02', label: '增值税专用发票' },
      { value: '03', label: '个人电子发票' },
    ],
    defaultType: DEFAULT_INVOICE_TYPE,
    fieldSets: {
      '01': [...DEFAULT_INVOICE_FIELD_SETS['01']],
      '02': [...DEFAULT_INVOICE_FIELD_SETS['02']],
    },
    required: true,
  },
});
