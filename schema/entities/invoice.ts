import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from '../string-enum';
import { INVOICE_TYPE_VALUES, DEFAULT_INVOICE_TYPE } from './limits';
export { INVOICE_TYPE_VALUES, DEFAULT_INVOICE_TYPE } from './limits';
// The field lists live without TypeBox: the buyer app reads them at run time.
export { DEFAULT_INVOICE_FIELD_SETS, INVOICE_DETAIL_FIELDS, type InvoiceDetailField, type InvoiceType } from './invoice-fields';

/** The invoice request of an order. Type 03 (default) has no detail rows; 02 also needs a delivery address. */
export const InvoiceSchema = Type.Object(
  {
    invoiceType: StringEnum(INVOICE_TYPE_VALUES, {
      title: '发票类型',
      description: '03（默认）不展示明细；01、02 各自展示对应字段；02 需填写寄送地址',
      default: DEFAULT_INVOICE_TYPE,
    }),
    companyName: Type.Optional(Type.String({ title: '单位名称' })),
    creditCode: Type.Optional(Type.String({ title: '统一社会信用代码' })),
    bankName: Type.Optional(Type.String({ title: '开户银行' })),
    bankAccount: Type.Optional(Type.String({ title: '银行账号' })),
    companyAddress: Type.Optional(Type.String({ title: '单位地址' })),
    companyPhone: Type.Optional(Type.String({ title: '单位电话' })),
    receiverName: Type.Optional(Type.String({ title: '收件人' })),
    receiverPhone: Type.Optional(Type.String({ title: '收件人电话' })),
    receiverArea: Type.Optional(Type.Array(Type.String(), { maxItems: 3, title: '收件地区', description: '省、市、区编码' })),
    receiverAddress: Type.Optional(Type.String({ title: '收件详细地址' })),
  },
  { $id: 'Invoice', title: '发票' },
);

export type Invoice = Static<typeof InvoiceSchema>;
