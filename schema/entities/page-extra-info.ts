import { Type, type Static } from '@sinclair/typebox';
import { SignatureSchema } from './signature';

/**
 * The order's `pageExtraInfo` bag: what the pages add besides the order's own fields. The listed keys
 * are this app's; a template's buttons or an insurer backend may add their own, so the object stays open.
 */
export const PageExtraInfoSchema = Type.Object(
  {
    nextPageCode: Type.Optional(Type.String({ title: '下一页编码', description: '模板按钮指定的下一页' })),
    files: Type.Optional(
      Type.Record(Type.String(), Type.Array(Type.String()), {
        title: '上传文件',
        description: '按位置（如 signature-2 投保人签名、证件照）列出图片地址',
      }),
    ),
    signatures: Type.Optional(
      Type.Record(Type.String(), Type.Ref(SignatureSchema), {
        title: '手写签名',
        description: '按位置（signature-1 营销员，signature-2 投保人）给出签名图片与笔迹',
      }),
    ),
  },
  { $id: 'PageExtraInfo', title: '页面扩展信息', additionalProperties: true },
);

export type PageExtraInfo = Static<typeof PageExtraInfoSchema>;
