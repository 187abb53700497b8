import { Type, type Static } from '@sinclair/typebox';
import { AllowInsureSchema } from './allow-insure';
import { SmartQuestionSchema } from './smart-question';

/**
 * What the questionnaire engine answers to start and to each answer: the next questions to show.
 * An empty `nextQuestions` with `finished` true ends the questionnaire with a conclusion.
 */
export const SmartQuestionStepSchema = Type.Object(
  {
    applyNo: Type.String({ minLength: 1, title: '问卷申请号' }),
    nextQuestions: Type.Array(Type.Ref(SmartQuestionSchema), { title: '下一组问题' }),
    finished: Type.Optional(Type.Boolean({ title: '是否已结束', description: '本项目约定' })),
    allowInsure: Type.Optional(AllowInsureSchema()),
    conclusion: Type.Optional(Type.String({ title: '核保结论', description: '本项目约定：结束时的结论说明' })),
  },
  { $id: 'SmartQuestionStep', title: '智能问卷进度' },
);

export type SmartQuestionStep = Static<typeof SmartQuestionStepSchema>;
