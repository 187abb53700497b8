import { Type } from '@sinclair/typebox';
import { DocumentSchema } from '../entities/document';
import { defineCall } from './define-call';
import { ResultEnvelope } from './envelope';

export const queryDocumentDetail = defineCall({
  name: 'queryDocumentDetail',
  method: 'POST',
  path: '/v1/document/queryDocumentDetail',
  summary: '按 ID 查询文档内容；失败时展示提示信息或“网络异常，请稍后重试”',
  body: Type.Object({ id: Type.String({ minLength: 1, title: '文档 ID' }) }, { title: '文档查询请求' }),
  response: ResultEnvelope(Type.Ref(DocumentSchema)),
});
