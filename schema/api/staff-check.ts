import { Type } from '@sinclair/typebox';
import { defineCall } from './define-call';
import { ResultEnvelope } from './envelope';

export const isECIFStaff = defineCall({
  name: 'isECIFStaff',
  method: 'POST',
  path: '/order/EcifQuery/isECIFStaff',
  summary: '本项目约定：按姓名与证件查询是否为内部员工；失败不提示',
  body: Type.Object(
    {
      clientname: Type.String({ minLength: 1, title: '姓名' }),
      identifynumber: Type.String({ minLength: 1, title: '证件号码' }),
      identifytype: Type.String({ minLength: 1, title: '证件类型' }),
    },
    { title: '员工查询请求' },
  ),
  response: ResultEnvelope(Type.Object({ isStaff: Type.Boolean({ title: '是否员工' }) }, { title: '员工查询结果' })),
  client: { muteErrors: true },
});
