import { Type, type Static } from '@sinclair/typebox';
import { GENDERS } from '../entities/person';
import { StringEnum } from '../string-enum';

/** Where a persona opens the buyer app: a plain browser or WeChat's built-in browser. */
export const PERSONA_PLATFORMS = ['browser', 'wechat'] as const;

/** The oldest insured a persona can be; no product insures beyond it. */
export const PERSONA_MAX_AGE = 100;

/** A purchaseUserId or channel code: what an address carries, kept short. */
function addressParam(title: string, description?: string) {
  return Type.String({ minLength: 1, maxLength: 64, title, ...(description ? { description } : {}) });
}

/**
 * A sample buyer the editor's preview (and a QA walk through the flow) acts as: whom they insure (age in
 * whole years, gender), what they pick (plan, sum insured) and where they come from (sales channel,
 * partner user id, WeChat or a plain browser). Absent choices fall back to what a buyer would get
 * without choosing: the plan the page selects first, each amount's default, no channel.
 */
export const PreviewPersonaSchema = Type.Object(
  {
    insuredAge: Type.Integer({ minimum: 0, maximum: PERSONA_MAX_AGE, title: '被保人年龄', description: '周岁' }),
    gender: StringEnum(GENDERS, { title: '被保人性别', description: 'M 男，F 女' }),
    planId: Type.Optional(Type.String({ minLength: 1, maxLength: 64, title: '方案 ID' })),
    sumInsured: Type.Optional(Type.Integer({ minimum: 0, title: '保额', description: '分；取方案可选保额中最接近的一档' })),
    channelCode: Type.Optional(addressParam('渠道代码')),
    purchaseUserId: Type.Optional(addressParam('渠道用户 ID', '地址参数 purchaseUserId')),
    platform: StringEnum(PERSONA_PLATFORMS, { title: '打开环境', description: 'browser 普通浏览器，wechat 微信' }),
  },
  { additionalProperties: false, title: '预览身份' },
);

export type PreviewPersona = Static<typeof PreviewPersonaSchema>;
export type PersonaPlatform = (typeof PERSONA_PLATFORMS)[number];
