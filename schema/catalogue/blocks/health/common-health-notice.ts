import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { noticeAttrs } from './notice-attrs';
import { IntegerEnum } from './integer-enum';

/** A placeholder of the notice content: a plain value, a form field's value, or a link. */
const NoticeParamSchema = Type.Object(
  {
    paramName: Type.String({ title: '参数名', titleEn: 'Parameter name', pattern: '^[A-Za-z_$][A-Za-z0-9_$]*$' }),
    paramType: IntegerEnum([1, 2, 3], {
      title: '参数类型',
      titleEn: 'Parameter type',
      description: '1 普通值 / 2 引用表单字段 / 3 链接',
      descriptionEn: '1 plain value / 2 form field reference / 3 link',
    }),
    paramValue: Type.String({
      title: '参数值',
      titleEn: 'Parameter value',
      description: '类型 2 填表单字段路径，类型 3 填链接地址',
      descriptionEn: 'A form field path for type 2, a link address for type 3',
    }),
  },
  { additionalProperties: false, title: '参数', titleEn: 'Parameter' },
);

export const commonHealthNotice = defineBlock({
  component: 'commonHealthNotice',
  title: '通用健康告知',
  titleEn: 'General health notice',
  description: 'HTML 告知问题，内容中的 {参数名} 按参数列表替换为固定值、表单字段值或链接',
  descriptionEn: 'HTML notice questions; each {parameter name} in the content is replaced by a fixed value, a form field value or a link from the parameter list',
  category: 'health',
  icon: 'MedicineBoxOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    ...noticeAttrs,
    content: Type.String({
      title: '告知内容（HTML）',
      titleEn: 'Notice content (HTML)',
      description: '以 {参数名} 引用参数',
      descriptionEn: 'Refer to a parameter by its name in braces',
    }),
    paramList: Type.Optional(Type.Array(NoticeParamSchema, { title: '参数列表', titleEn: 'Parameters' })),
    isSupportSmartUnderwriting: Type.Optional(Type.Boolean({ title: '支持智能核保', titleEn: 'Smart underwriting' })),
    xdQuestionCode: Type.Optional(Type.String({ title: '智能问卷编码', titleEn: 'Smart questionnaire code' })),
  }),
  placeholders: ['/content'],
  defaultAttrs: {
    header: '健康告知',
    noticeType: 'healthNotice',
    noticeObjectType: 'insured',
    content:
      '<p>被保险人{insuredName}是否存在以下情况：</p>' +
      '<p>1. 目前或过去一年内因疾病住院治疗；</p>' +
      '<p>2. 患有或曾经患有恶性肿瘤、心脑血管疾病等重大疾病。</p>',
    paramList: [{ paramName: 'insuredName', paramType: 2, paramValue: 'insured[0].name' }],
    isSupportSmartUnderwriting: false,
  },
});
