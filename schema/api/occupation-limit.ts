import { Type } from '@sinclair/typebox';
import { StringEnum } from '../string-enum';
import { defineCall } from './define-call';
import { StatusEnvelope } from './envelope';

export const checkOccupationCategoryLimit = defineCall({
  name: 'checkOccupationCategoryLimit',
  method: 'POST',
  path: '/v1/insure/checkOccupationCategoryLimit',
  summary: '选择第三级职业后校验其职业类别是否在产品允许范围内；失败时以“温馨提示”弹窗展示提示信息',
  body: Type.Object(
    {
      checkValue: Type.String({ minLength: 1, title: '职业编码' }),
      metaInsureFactorCode: StringEnum(['occupation'] as const, { title: '因子编码' }),
      metaInsureFactorType: StringEnum(['insured'] as const, { title: '因子类别' }),
      goodsId: Type.String({ minLength: 1, title: '商品 ID' }),
    },
    { title: '职业类别校验请求' },
  ),
  response: StatusEnvelope(),
  // Spec section 8: the refusal is told in the 温馨提示 alert alone; the picker shows it, not a toast.
  client: { muteErrors: true },
});
