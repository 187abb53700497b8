import { Type } from '@sinclair/typebox';
import { StringEnum } from '../string-enum';
import { defineCall } from './define-call';
import { ResultEnvelope } from './envelope';

export const queryBankBinInfo = defineCall({
  name: 'queryBankBinInfo',
  method: 'GET',
  path: '/v1/common/queryBankBinInfo',
  summary: '按银行卡号（或其 BIN 前缀）查询发卡银行，返回银行编码用于回填开户银行',
  query: Type.Object(
    {
      dictCode: StringEnum(['BANK_CARD_BIN'] as const, { title: '字典编码' }),
      binNo: Type.String({ pattern: '^\\d{6,19}$', title: '卡号或 BIN' }),
    },
    { title: '卡 BIN 查询参数' },
  ),
  response: ResultEnvelope(
    Type.Object(
      {
        bankCode: Type.String({ minLength: 1, title: '银行编码' }),
        bankName: Type.Optional(Type.String({ title: '银行名称' })),
        cardType: Type.Optional(Type.String({ title: '卡类型', description: '如借记卡、信用卡' })),
      },
      { title: '银行信息' },
    ),
  ),
});
