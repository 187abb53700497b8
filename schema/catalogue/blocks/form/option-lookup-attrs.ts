import { Type } from '@sinclair/typebox';

/**
 * Options a select row asks the server for (spec section 7, option lookup by code, type and
 * holderType): the list may differ for a person and a company policyholder, e.g. the relations to the
 * holder an insured may have.
 */
export const OptionLookupSchema = Type.Object(
  {
    type: Type.String({ minLength: 1, title: '选项类型', titleEn: 'Option type', description: '如 relation', descriptionEn: 'e.g. relation' }),
    code: Type.String({ minLength: 1, title: '选项编码', titleEn: 'Option code', description: '如 holderRelation', descriptionEn: 'e.g. holderRelation' }),
  },
  {
    additionalProperties: false,
    title: '服务端选项',
    titleEn: 'Server options',
    description: '按编码、类型与模板的投保人类型向服务器查询选项，设置后代替配置的选项',
    descriptionEn: "Options asked of the server by code, type and the template's policyholder type; when set they replace the configured options",
  },
);
