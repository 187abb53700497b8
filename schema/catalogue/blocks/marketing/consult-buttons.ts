import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { UrlSchema } from '../../common-attrs';

export const consultButtons = defineBlock({
  component: 'consultButtons',
  title: '咨询按钮',
  titleEn: 'Consultation buttons',
  description: '电话咨询（拨打配置的号码）与在线咨询（打开配置的地址）按钮；未配置号码或地址的按钮不展示',
  descriptionEn: 'Phone (calls the configured number) and online (opens the configured address) consultation buttons; a button without its number or address is hidden',
  category: 'marketing',
  icon: 'CustomerServiceOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    phoneText: Type.Optional(Type.String({ title: '电话按钮文字', titleEn: 'Phone button text' })),
    phoneNumber: Type.Optional(Type.String({ title: '咨询电话', titleEn: 'Phone number', pattern: '^[0-9][0-9-]{2,19}$' })),
    onlineText: Type.Optional(Type.String({ title: '在线咨询按钮文字', titleEn: 'Online button text' })),
    onlineUrl: Type.Optional({ ...UrlSchema, title: '在线咨询地址', titleEn: 'Online consultation address' }),
  }),
  defaultAttrs: { phoneText: '电话咨询', onlineText: '在线咨询' },
});
