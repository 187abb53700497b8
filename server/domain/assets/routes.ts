import { ASSET_ID_PATTERN, isAssetMimeType, type AssetMimeType } from '../../../schema/assets/asset-url';
import { ASSET_EXTENSIONS } from '../../../schema/assets/asset-url';
import { requireFound } from '../../app/not-found';
import { commonFailures } from '../../app/openapi/common-failures';
import { failureReplies } from '../../app/openapi/failure-replies';
import { imageReply } from '../../app/openapi/image-reply';
import type { RoutePlugin } from '../../app/route-plugin';
import { ASSET_MESSAGES } from './asset-messages';
import { loadAssetContent } from './load-asset';

const ASSET_FILE = new RegExp(`^(${ASSET_ID_PATTERN.slice(1, -1)})(\\.thumb)?\\.(png|jpg|gif|webp)$`);

function mimeTypeOf(extension: string): AssetMimeType | undefined {
  const type = Object.entries(ASSET_EXTENSIONS).find(([, ext]) => ext === extension)?.[0];
  return type !== undefined && isAssetMimeType(type) ? type : undefined;
}

/**
 * Serves the asset library at `/media/<sha256>.<ext>` (and `/media/<sha256>.thumb.webp`) to anyone,
 * without a session: buyers' pages load them. An address always names the same bytes, so they may be
 * cached for good; the type is the one sniffed at upload, never guessed by the browser.
 */
export const assetRoutes: RoutePlugin = (app, context) => {
  app.get<{ Params: { file: string } }>(
    '/media/:file',
    {
      schema: {
        summary: '本项目约定：公开读取素材库图片（/media/<sha256>.<ext>，缩略图 /media/<sha256>.thumb.webp），永久缓存',
        operationId: 'readAsset',
        tags: ['reference'],
        response: {
          200: imageReply('素材图片（类型与扩展名一致）', Object.keys(ASSET_EXTENSIONS)),
          ...failureReplies([...commonFailures('GET'), 404]),
        },
        params: { type: 'object', properties: { file: { type: 'string', maxLength: 80 } }, required: ['file'] },
      },
    },
    async (request, reply) => {
      const match = ASSET_FILE.exec(request.params.file);
      const id = match?.[1];
      const thumbnail = match?.[2] !== undefined;
      const mimeType = mimeTypeOf(match?.[3] ?? '');
      const wanted = id === undefined || mimeType === undefined || (thumbnail && mimeType !== 'image/webp') ? undefined : { id, mimeType };
      const asset = requireFound(
        wanted && (await loadAssetContent(context.db, wanted.id, thumbnail ? { thumbnail: true } : { mimeType: wanted.mimeType })),
        ASSET_MESSAGES.notFound,
      );
      return reply
        .header('content-type', asset.mimeType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(asset.content);
    },
  );
};
