import { StringEnum } from '../../../string-enum';
import { INVOICE_TYPE_VALUES } from '../../../entities/invoice';

export const InvoiceTypeSchema = StringEnum(INVOICE_TYPE_VALUES, {
  title: '发票类型',
  description: '03 不展示发票明细；01、02 各自展示对应字段',
});
