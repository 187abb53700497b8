import { Type, type Static } from '@sinclair/typebox';

/** The answer to one smart question: chosen option numbers, or a typed value. */
export const SmartQuestionAnswerSchema = Type.Object(
  {
    qtNo: Type.String({ minLength: 1, title: '问题编号' }),
    enterQtNo: Type.Optional(Type.String({ title: '入口问题编号' })),
    qtOptions: Type.Optional(Type.Array(Type.String({ minLength: 1 }), { title: '所选选项编号' })),
    manualValue: Type.Optional(Type.String({ title: '填写内容' })),
  },
  {
    $id: 'SmartQuestionAnswer',
    title: '智能问卷回答',
    description: 'qtOptions 与 manualValue 至少有一项',
    anyOf: [
      { type: 'object', required: ['qtOptions'] },
      { type: 'object', required: ['manualValue'] },
    ],
  },
);

export type SmartQuestionAnswer = Static<typeof SmartQuestionAnswerSchema>;
