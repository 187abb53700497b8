import { StringEnum } from '../../../string-enum';
import { INVOICE_TYPE_VALUES } from '../../../entities/invoice';

export const InvoiceTypeSchema = StringEnum(INVOICE_TYPE_VALUES, {
  title: '发票类型',
  titleEn: 'Invoice type',
  description: '03 不展示发票明细；01、02 各自展示对应字段',
  descriptionEn: '03 shows no invoice details; 01 and 02 show their own fields',
});
