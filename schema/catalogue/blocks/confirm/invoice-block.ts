import { Type } from '@sinclair/typebox';
import type { BilingualTexts } from '../../catalogue-locale';
import { defineBlock } from '../../define-block';
import { StringEnum } from '../../../string-enum';
import { DEFAULT_INVOICE_FIELD_SETS, DEFAULT_INVOICE_TYPE, INVOICE_DETAIL_FIELDS } from '../../../entities/invoice';
import { InvoiceTypeSchema } from './invoice-type';

const InvoiceFieldListSchema = (texts: BilingualTexts) =>
  Type.Array(
    StringEnum(INVOICE_DETAIL_FIELDS, {
      title: '明细字段',
      titleEn: 'Detail fields',
      description: 'company 单位名称；creditCode 统一社会信用代码；bank 开户银行；account 银行账号；address 注册地址；receiverName 收票人姓名；receiverPhone 收票人手机',
      descriptionEn: "company company name; creditCode unified social credit code; bank bank; account bank account number; address registered address; receiverName invoice recipient's name; receiverPhone invoice recipient's mobile",
    }),
    { minItems: 1, ...texts },
  );

export const invoiceBlock = defineBlock({
  component: 'invoiceBlock',
  title: '发票信息',
  titleEn: 'Invoice details',
  description: '选择发票类型 01 / 02 / 03（默认 03）；03 不展示明细，01、02 各自展示对应的抬头、税号、开户行、账号、地址与收票人字段',
  descriptionEn: 'Choose invoice type 01 / 02 / 03 (03 by default); 03 shows no details, 01 and 02 each show their own title, tax number, bank, account, address and recipient fields',
  category: 'confirm',
  icon: 'AuditOutlined',
  binds: 'field',
  defaultFormKey: 'invoice',
  children: 'none',
  attrs: Type.Object({
    title: Type.String({ title: '标题', titleEn: 'Title' }),
    typeOptions: Type.Array(
      Type.Object(
        { value: InvoiceTypeSchema, label: Type.String({ title: '显示文字', titleEn: 'Label' }) },
        { additionalProperties: false, title: '发票类型选项', titleEn: 'Invoice type options' },
      ),
      { minItems: 1, title: '可选发票类型', titleEn: 'Invoice types offered' },
    ),
    defaultType: Type.Optional(InvoiceTypeSchema),
    fieldSets: Type.Object(
      {
        '01': InvoiceFieldListSchema({ title: '类型 01 的明细字段', titleEn: 'Detail fields of type 01' }),
        '02': InvoiceFieldListSchema({ title: '类型 02 的明细字段', titleEn: 'Detail fields of type 02' }),
      },
      { additionalProperties: false, title: '各类型明细字段', titleEn: 'Detail fields per type' },
    ),
    required: Type.Optional(Type.Boolean({ title: '明细必填', titleEn: 'Details required' })),
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
