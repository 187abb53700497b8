import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from '../string-enum';

export const SMART_QUESTION_TYPES = [
  'SINGLE',
  'MULTIPLE',
  'LIST_BOX_SINGLE',
  'LIST_BOX_MULTIPLE',
  'ASSOCIATED',
  'TEXT',
  'INPUT',
] as const;

/** One question of a smart underwriting questionnaire. */
export const SmartQuestionSchema = Type.Object(
  {
    qtNo: Type.String({ minLength: 1, title: '问题编号' }),
    title: Type.String({ title: '问题' }),
    questionType: StringEnum(SMART_QUESTION_TYPES, {
      title: '题型',
      description:
        'SINGLE 单选，MULTIPLE 多选，LIST_BOX_SINGLE 下拉单选，LIST_BOX_MULTIPLE 下拉多选，ASSOCIATED 联想，TEXT 文本说明，INPUT 输入',
    }),
    qtOptionList: Type.Optional(
      Type.Array(
        Type.Object({ opNo: Type.String({ minLength: 1, title: '选项编号' }), content: Type.String({ title: '选项内容' }) }),
        { title: '选项' },
      ),
    ),
    attributes: Type.Optional(
      Type.Object(
        {
          textMaxNum: Type.Optional(Type.Integer({ minimum: 1, title: '最多字数' })),
          textValidate: Type.Optional(Type.String({ title: '输入校验正则' })),
          rows: Type.Optional(Type.Integer({ minimum: 1, title: '输入框行数' })),
        },
        { title: '输入属性' },
      ),
    ),
    enterFlag: Type.Optional(Type.Boolean({ title: '是否入口题' })),
    defaultValue: Type.Optional(Type.String({ title: '默认值' })),
    applyNo: Type.Optional(Type.String({ title: '问卷申请号' })),
  },
  { $id: 'SmartQuestion', title: '智能问卷问题' },
);

export type SmartQuestion = Static<typeof SmartQuestionSchema>;
