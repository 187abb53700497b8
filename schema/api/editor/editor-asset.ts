import { Type, type Static } from '@sinclair/typebox';
import { ASSET_ID_PATTERN } from '../../assets/asset-url';
import { StringEnum } from '../../string-enum';

/** An image of the tenant's asset library as the editor lists it. */
export const EditorAssetSchema = Type.Object(
  {
    id: Type.String({ pattern: ASSET_ID_PATTERN, title: '素材 ID', description: '图片内容的 SHA-256（十六进制）：同一图片只存一份' }),
    url: Type.String({ title: '地址', description: '模板中引用的地址 /media/<id>.<ext>，公开访问、永久缓存' }),
    thumbnailUrl: Type.String({ title: '缩略图地址', description: '/media/<id>.thumb.webp，长边不超过 240 像素' }),
    name: Type.String({ title: '名称', description: '上传时的文件名（不含扩展名）' }),
    mimeType: StringEnum(['image/png', 'image/jpeg', 'image/gif', 'image/webp'], { title: '类型', description: '按文件内容判断' }),
    byteSize: Type.Integer({ minimum: 1, title: '字节数' }),
    width: Type.Integer({ minimum: 1, title: '宽（像素）' }),
    height: Type.Integer({ minimum: 1, title: '高（像素）' }),
    origin: StringEnum(['upload', 'template'], { title: '来源', description: 'upload 上传；template 由模板内嵌图片转来' }),
    createdBy: Type.Union([Type.String(), Type.Null()], { title: '上传人' }),
    createdAt: Type.String({ format: 'date-time', title: '上传时间' }),
  },
  { title: '素材' },
);

export type EditorAsset = Static<typeof EditorAssetSchema>;

/** One page of the asset library, newest first. */
export const AssetPageSchema = Type.Object(
  {
    items: Type.Array(EditorAssetSchema, { title: '素材' }),
    total: Type.Integer({ minimum: 0, title: '符合条件的总数' }),
    page: Type.Integer({ minimum: 1, title: '页码' }),
    pageSize: Type.Integer({ minimum: 1, title: '每页条数' }),
  },
  { title: '素材列表' },
);

export type AssetPage = Static<typeof AssetPageSchema>;

/** Searching and paging the asset library. */
export const ListAssetsQuerySchema = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 100, title: '搜索', description: '名称包含的文字，不区分大小写' })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1, title: '页码' })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 60, default: 24, title: '每页条数' })),
  },
  { title: '查询参数', additionalProperties: false },
);

/** The form an upload sends (documentation only: the server reads the file itself). */
export const UploadAssetFormSchema = Type.Object(
  {
    file: Type.String({ format: 'binary', title: '图片文件', description: 'PNG / JPEG / GIF / WebP，至多 2 MiB、4096×4096 像素；按内容判断类型，SVG 与其他文件一律拒绝' }),
  },
  { title: '上传表单（multipart/form-data）' },
);

/** An upload's outcome: the asset, and whether the tenant already had those very bytes. */
export const UploadAssetResultSchema = Type.Object(
  {
    asset: EditorAssetSchema,
    duplicate: Type.Boolean({ title: '已存在', description: '同样内容的图片已在素材库中：不重复保存，返回原素材' }),
  },
  { title: '上传结果' },
);

/** Asset ids to look up, e.g. every asset a template refers to. */
export const LookupAssetsBodySchema = Type.Object(
  { ids: Type.Array(Type.String({ pattern: ASSET_ID_PATTERN }), { maxItems: 500, title: '素材 ID' }) },
  { title: '查询素材', additionalProperties: false },
);

/** Which of the ids looked up the tenant's library holds. */
export const LookupAssetsResultSchema = Type.Object(
  { existing: Type.Array(Type.String(), { title: '存在的素材 ID' }) },
  { title: '查询结果' },
);
