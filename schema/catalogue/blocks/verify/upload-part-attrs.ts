import { Type } from '@sinclair/typebox';

/**
 * One part of the ID photo upload (ID sides, photo, signature). Each part has its own ceiling from
 * spec section 5, so the schema of the part is built per ceiling rather than shared as one constant.
 */
export function uploadPartAttrs(title: string, maxCountCeiling: number) {
  return Type.Object(
    {
      show: Type.Boolean({ title: '展示' }),
      title: Type.String({ title: '标题' }),
      maxCount: Type.Integer({ minimum: 1, maximum: maxCountCeiling, title: '最多张数' }),
      required: Type.Optional(Type.Boolean({ title: '必须上传' })),
    },
    { additionalProperties: false, title },
  );
}
