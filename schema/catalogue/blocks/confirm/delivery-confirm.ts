import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { FORM_KEY_PATTERN } from '../../../template/form-key';
import { confirmAttrs } from './confirm-attrs';

export const deliveryConfirm = defineBlock({
  component: 'deliveryConfirm',
  title: '邮寄信息确认',
  titleEn: 'Delivery confirmation',
  description: '展示收件人、联系电话、所在地区与详细地址；无需邮寄（发票类型 01、03）时不展示',
  descriptionEn: 'Shows the recipient, phone, region and street address; hidden when nothing is mailed (invoice types 01 and 03)',
  category: 'confirm',
  icon: 'CarOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    ...confirmAttrs,
    sendAddressFormKey: Type.Optional(
      Type.String({
        title: '邮寄数据字段',
        titleEn: 'Delivery data field',
        description: '邮寄地址区块的表单键，缺省 sendAddress',
        descriptionEn: 'Form key of the mailing address block; sendAddress when empty',
        pattern: FORM_KEY_PATTERN,
      }),
    ),
  }),
  defaultAttrs: { title: '邮寄信息', sendAddressFormKey: 'sendAddress', maskSensitive: true },
});
