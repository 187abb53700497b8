import { ASSET_MAX_BYTES, ASSET_MAX_EDGE } from './asset-limits';

/** What an operator reads when an image is refused (Chinese, like every server message). */
export const ASSET_MESSAGES = {
  empty: '请选择要上传的图片',
  notMultipart: '请以 multipart/form-data 上传图片（字段 file）',
  tooLarge: `图片不能超过 ${ASSET_MAX_BYTES / 1024 / 1024} MB`,
  typeNotAllowed: '只能上传 PNG、JPEG、GIF 或 WebP 图片（按文件内容判断，SVG 等其他文件不接受）',
  tooManyPixels: `图片尺寸不能超过 ${ASSET_MAX_EDGE}×${ASSET_MAX_EDGE} 像素`,
  unreadable: '图片已损坏或无法读取',
  notFound: '素材不存在',
  inlineImageRefused: (reason: string) => `内嵌图片无法转为素材：${reason}，请改为从素材库选择图片`,
} as const;
