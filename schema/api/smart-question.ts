import { Type, type Static } from '@sinclair/typebox';
import { SmartQuestionSchema } from '../entities/smart-question';
import { SmartQuestionAnswerSchema } from '../entities/smart-question-answer';
import { SmartQuestionStepSchema } from '../entities/smart-question-step';
import { defineCall } from './define-call';
import { ResultEnvelope } from './envelope';

export const smartQuestionStart = defineCall({
  name: 'smartQuestionStart',
  method: 'POST',
  path: '/v1/smartQuestion/getQuestionnaire',
  summary: '开始智能核保问卷，返回申请号与第一组问题；失败时提示“获取智能问卷失败”',
  body: Type.Object(
    {
      smartQuestionNo: Type.String({ minLength: 1, title: '智能问卷编号' }),
      orderNo: Type.Optional(Type.String({ title: '订单号', description: '本项目约定：关联订单以便核保' })),
    },
    { title: '开始问卷请求' },
  ),
  response: ResultEnvelope(Type.Ref(SmartQuestionStepSchema)),
});

export const smartQuestionAnswer = defineCall({
  name: 'smartQuestionAnswer',
  method: 'POST',
  path: '/v1/smartQuestion/loopQuestionnaire',
  summary: '提交一组回答，返回下一组问题；问题已结束时 finished 为 true 并给出核保结论',
  body: Type.Object(
    {
      applyNo: Type.String({ minLength: 1, title: '问卷申请号' }),
      questionAnswers: Type.Array(Type.Ref(SmartQuestionAnswerSchema), { minItems: 1, title: '回答列表' }),
    },
    { title: '问卷作答请求' },
  ),
  response: ResultEnvelope(Type.Ref(SmartQuestionStepSchema)),
});

/** The answered questionnaire: each question with its answer, in the order they were asked. */
export const SmartQuestionnaireAnswersSchema = Type.Object(
  {
    applyNo: Type.String({ minLength: 1, title: '问卷申请号' }),
    answers: Type.Array(
      Type.Object({ question: Type.Ref(SmartQuestionSchema), answer: Type.Ref(SmartQuestionAnswerSchema) }),
      { title: '问答列表' },
    ),
  },
  { title: '问卷回答' },
);

export type SmartQuestionnaireAnswers = Static<typeof SmartQuestionnaireAnswersSchema>;

export const smartQuestionAnswers = defineCall({
  name: 'smartQuestionAnswers',
  method: 'POST',
  path: '/v1/smartQuestion/getAnswers',
  summary: '按申请号查询问卷回答；不存在时提示“问卷详情不存在”，失败时提示“获取问卷详情失败”',
  body: Type.Object({ applyNo: Type.String({ minLength: 1, title: '问卷申请号' }) }, { title: '问卷回答查询请求' }),
  response: ResultEnvelope(SmartQuestionnaireAnswersSchema),
});
