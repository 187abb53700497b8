import { Type } from '@sinclair/typebox';
import type { BilingualTexts } from '../../catalogue-locale';

/**
 * One part of the ID photo upload (ID sides, photo, signature). Each part has its own ceiling from
 * spec section 5, so the schema of the part is built per ceiling rather than shared as one constant.
 */
export function uploadPartAttrs(texts: BilingualTexts, maxCountCeiling: number) {
  return Type.Object(
    {
      show: Type.Boolean({ title: '展示', titleEn: 'Show' }),
      title: Type.String({ title: '标题', titleEn: 'Title' }),
      maxCount: Type.Integer({ minimum: 1, maximum: maxCountCeiling, title: '最多张数', titleEn: 'Maximum images' }),
      required: Type.Optional(Type.Boolean({ title: '必须上传', titleEn: 'Upload required' })),
    },
    { additionalProperties: false, ...texts },
  );
}
