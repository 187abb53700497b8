import { uploadImage } from '../../../schema/api/upload';
import { requireFound } from '../../app/not-found';
import { commonFailures } from '../../app/openapi/common-failures';
import { failureReplies } from '../../app/openapi/failure-replies';
import { imageReply } from '../../app/openapi/image-reply';
import type { RoutePlugin } from '../../app/route-plugin';
import type { ImageMimeType } from './image-content';
import { loadImage } from './image-store';
import { multipartImageAsForm } from './multipart-image';
import { REFERENCE_MESSAGES } from './reference-messages';

const UPLOAD_URL = `/api${uploadImage.path}`;

/** The types an uploaded image is stored as (ImageMimeType). */
const UPLOADED_IMAGE_TYPES: readonly ImageMimeType[] = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * The reference domain's routes outside the buyer contract: uploaded images served back by tenant
 * and id, and multipart uploads fed to the uploadImage call.
 */
export const referenceRoutes: RoutePlugin = (app, context) => {
  // Runs before body validation: the call's schema describes the url-encoded form, so a multipart
  // upload is read here and handed on in that form.
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.url !== UPLOAD_URL || !request.isMultipart()) return;
    request.body = await multipartImageAsForm(request);
  });

  app.get<{ Params: { tenant: string; imageId: string } }>(
    '/api/v1/file/image/:tenant/:imageId',
    {
      schema: {
        summary: '本项目约定：按租户与文件 ID 读取已上传的图片（uploadImage 返回的 url）',
        operationId: 'readUploadedImage',
        tags: ['reference'],
        response: {
          200: imageReply('图片内容（类型为上传时按内容识别的类型）', UPLOADED_IMAGE_TYPES),
          ...failureReplies([...commonFailures('GET'), 404]),
        },
        params: {
          type: 'object',
          properties: {
            tenant: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
            imageId: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
          },
          required: ['tenant', 'imageId'],
        },
      },
    },
    async (request, reply) => {
      const image = requireFound(await loadImage(context.db, context.pii, request.params.tenant, request.params.imageId), REFERENCE_MESSAGES.imageNotFound);
      return reply
        .header('content-type', image.mimeType)
        .header('x-content-type-options', 'nosniff')
        // An id always names the same bytes, and only those who were given the address may see them.
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(image.content);
    },
  );
};
