import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { FORM_KEY_PATTERN } from '../../../template/form-key';

export const sendAddressBlock = defineBlock({
  component: 'sendAddressBlock',
  title: '邮寄地址',
  titleEn: 'Mailing address',
  description: '填写收件人、联系电话、所在地区（省市区三列）和详细地址（最多 25 字）；仅当发票类型不是 03 和 01 时展示',
  descriptionEn: 'Recipient, phone, region (province, city, district) and street address (up to 25 characters); shown only when the invoice type is neither 03 nor 01',
  category: 'confirm',
  icon: 'EnvironmentOutlined',
  binds: 'field',
  defaultFormKey: 'sendAddress',
  children: 'none',
  attrs: Type.Object({
    title: Type.String({ title: '标题', titleEn: 'Title' }),
    invoiceFormKey: Type.String({
      title: '发票数据字段',
      titleEn: 'Invoice data field',
      description: '据此字段的发票类型决定是否展示，缺省 invoice',
      descriptionEn: 'Shown depending on the invoice type in this field; invoice when empty',
      pattern: FORM_KEY_PATTERN,
    }),
    addressMaxLength: Type.Optional(Type.Integer({ minimum: 1, maximum: 25, title: '详细地址最大长度', titleEn: 'Street address maximum length' })),
    addressPlaceholder: Type.Optional(Type.String({ title: '详细地址占位提示', titleEn: 'Street address placeholder' })),
    required: Type.Optional(Type.Boolean({ title: '必填', titleEn: 'Required' })),
  }),
  defaultAttrs: {
    title: '邮寄信息',
    invoiceFormKey: 'invoice',
    addressMaxLength: 25,
    addressPlaceholder: '请输入详细地址',
    required: true,
  },
});
