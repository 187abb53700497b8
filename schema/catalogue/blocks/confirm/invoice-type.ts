import { StringEnum } from '../../../string-enum';

/**
 * Invoice types of spec section 9. Duplicated from `shared/constants.ts` on purpose: `schema/`
 * may not import from `shared/`.
 */
export const INVOICE_TYPE_VALUES = ['01', '02', '03'] as const;

export const InvoiceTypeSchema = StringEnum(INVOICE_TYPE_VALUES, {
  title: '发票类型',
  description: '03 不展示发票明细；01、02 各自展示对应字段',
});
