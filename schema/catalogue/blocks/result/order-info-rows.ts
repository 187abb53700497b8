import { Type } from '@sinclair/typebox';
import { StringEnum } from '../../../string-enum';

/** The rows an order info list can show, shared by the order info block and the result block. */
export const ORDER_INFO_ROWS = ['orderNo', 'goodsName', 'premium', 'insurancePeriod', 'holderName', 'insuredNames'] as const;

export const OrderInfoRowsSchema = Type.Array(
  StringEnum(ORDER_INFO_ROWS, {
    title: '信息行',
    titleEn: 'Information rows',
    description: 'orderNo 订单号；goodsName 产品名称；premium 保费；insurancePeriod 保障期间；holderName 投保人；insuredNames 被保人',
    descriptionEn: 'orderNo order number; goodsName product name; premium premium; insurancePeriod cover period; holderName policyholder; insuredNames insured',
  }),
  { minItems: 1, title: '展示的信息行（按顺序）', titleEn: 'Rows shown (in order)' },
);
