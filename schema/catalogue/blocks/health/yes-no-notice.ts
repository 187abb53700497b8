import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { StringEnum } from '../../../string-enum';
import { noticeAttrs } from './notice-attrs';
import { IntegerEnum } from './integer-enum';

/**
 * A confirm-bar button: when the answers meet its condition (1 all yes, 2 all no, 3 at least one no,
 * 4 at least one yes, 5 always) its outcome happens; otherwise the buyer is prompted to check the answers.
 */
const NoticeButtonSchema = Type.Object(
  {
    text: Type.String({ title: '按钮文字', titleEn: 'Button text' }),
    condition: IntegerEnum([1, 2, 3, 4, 5], {
      title: '触发条件',
      titleEn: 'Trigger',
      description: '1 全部为是 / 2 全部为否 / 3 至少一个否 / 4 至少一个是 / 5 总是',
      descriptionEn: '1 all yes / 2 all no / 3 at least one no / 4 at least one yes / 5 always',
    }),
    outcome: StringEnum(['continue', 'refuse', 'smartUnderwriting'], {
      title: '结果',
      titleEn: 'Result',
      description: 'continue 继续投保 / refuse 核保失败 / smartUnderwriting 进入智能核保',
      descriptionEn: 'continue continue buying / refuse underwriting refused / smartUnderwriting go to smart underwriting',
    }),
    style: Type.Optional(StringEnum(['primary', 'default'], { title: '按钮样式', titleEn: 'Button style' })),
  },
  { additionalProperties: false, title: '按钮', titleEn: 'Buttons' },
);

export const yesNoNotice = defineBlock({
  component: 'yesNoNotice',
  title: '是否告知问题',
  titleEn: 'Yes/no notice questions',
  description: '逐题选择是或否，底部确认栏按答案决定继续、核保失败或智能核保；未作答提示 请选择，需先勾选营销员声明时提示 请勾选营销员声明',
  descriptionEn: 'Yes or no for each question; the confirmation bar continues, refuses or goes to smart underwriting by the answers; unanswered questions and an unticked agent declaration are pointed out',
  category: 'health',
  icon: 'CheckCircleOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    ...noticeAttrs,
    questions: Type.Array(
      Type.Object(
        {
          noticeContent: Type.String({ title: '问题内容（HTML）', titleEn: 'Question (HTML)' }),
          code: Type.Optional(Type.String({ title: '问题编码', titleEn: 'Question code' })),
        },
        { additionalProperties: false, title: '问题', titleEn: 'Question' },
      ),
      { minItems: 1, title: '告知问题', titleEn: 'Notice questions' },
    ),
    buttons: Type.Array(NoticeButtonSchema, { minItems: 1, maxItems: 3, title: '确认栏按钮', titleEn: 'Confirmation bar buttons' }),
    agentDeclarationRequired: Type.Optional(Type.Boolean({ title: '需先勾选营销员声明', titleEn: 'Agent declaration first' })),
    xdQuestionCode: Type.Optional(Type.String({
      title: '智能问卷编码',
      titleEn: 'Smart questionnaire code',
      description: '结果为智能核保时必填',
      descriptionEn: 'Required when the result is smart underwriting',
    })),
  }),
  placeholders: ['/questions'],
  defaultAttrs: {
    header: '健康告知',
    noticeType: 'healthNotice',
    noticeObjectType: 'insured',
    questions: [
      { noticeContent: '<p>被保险人目前或过去一年内是否因疾病住院治疗？</p>' },
      { noticeContent: '<p>被保险人是否患有或曾经患有恶性肿瘤、心脑血管疾病等重大疾病？</p>' },
    ],
    buttons: [
      { text: '部分为是', condition: 4, outcome: 'refuse', style: 'default' },
      { text: '以上皆否', condition: 2, outcome: 'continue', style: 'primary' },
    ],
    agentDeclarationRequired: false,
  },
});
