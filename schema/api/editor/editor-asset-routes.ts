import { defineEditorRoute } from './define-editor-route';
import {
  AssetPageSchema,
  ListAssetsQuerySchema,
  LookupAssetsBodySchema,
  LookupAssetsResultSchema,
  UploadAssetFormSchema,
  UploadAssetResultSchema,
} from './editor-asset';
import { EditorReply } from './editor-envelope';
import { TEMPLATE_READERS } from './editor-roles';

/** Uploads one address may send per minute: a library filled by hand, not a scripted flood. */
export const ASSET_UPLOADS_PER_MINUTE = 30;

/** The asset library routes of the editor API (本项目约定): images of the session's tenant. */
export const ASSET_ROUTES = {
  listAssets: defineEditorRoute({
    method: 'GET',
    path: '/assets',
    summary: '素材库：本租户的图片，按名称搜索，最新上传的在前，分页',
    access: TEMPLATE_READERS,
    params: undefined,
    body: undefined,
    query: ListAssetsQuerySchema,
    response: EditorReply(AssetPageSchema),
  }),
  uploadAsset: defineEditorRoute({
    method: 'POST',
    path: '/assets',
    summary:
      '上传图片到素材库（multipart/form-data，字段 file）：按内容判断类型（PNG / JPEG / GIF / WebP），至多 2 MiB、4096×4096 像素，生成缩略图；同样内容的图片只存一份；记入审计日志；每个地址每分钟至多 30 次',
    access: ['operator'],
    params: undefined,
    body: undefined,
    upload: UploadAssetFormSchema,
    perMinute: ASSET_UPLOADS_PER_MINUTE,
    response: EditorReply(UploadAssetResultSchema),
  }),
  lookupAssets: defineEditorRoute({
    method: 'POST',
    path: '/assets/lookup',
    summary: '查询哪些素材 ID 在本租户素材库中（例如检查模板引用的图片能否加载）',
    access: TEMPLATE_READERS,
    params: undefined,
    body: LookupAssetsBodySchema,
    response: EditorReply(LookupAssetsResultSchema),
  }),
} as const;
