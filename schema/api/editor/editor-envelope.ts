import { Type, type TSchema } from '@sinclair/typebox';
import { ProblemSchema } from '../../validate/problem';

/** `{ success: true, code: 0, result }`: every successful editor reply, like the buyer calls' envelope. */
export function EditorReply<T extends TSchema>(result: T) {
  return Type.Object(
    {
      success: Type.Literal(true, { title: '是否成功' }),
      code: Type.Literal(0, { title: '返回码' }),
      result,
    },
    { title: '返回结果' },
  );
}

/**
 * A refused editor request: a bad body (400, `errors` name the fields), an unknown template or version
 * (404), a stale draft revision (409) or a template that fails validation (422, `errors` are the
 * template's JSON-Pointer problems).
 */
export const EditorFailureSchema = Type.Object(
  {
    success: Type.Literal(false, { title: '是否成功' }),
    code: Type.Integer({ title: '返回码', description: '40000 请求或模板有误，40001 未知租户，40400 不存在，40900 版本冲突' }),
    message: Type.String({ title: '提示信息' }),
    errors: Type.Optional(Type.Array(ProblemSchema, { title: '问题列表', description: 'path 为 JSON Pointer' })),
    details: Type.Optional(Type.Unknown({ title: '附加信息' })),
  },
  { title: '失败结果' },
);
