/** The path below which the server serves assets; clear of Vite's `/assets/*` build output. */
export const ASSET_PATH_PREFIX = '/media/';

/** The image types an asset may be, with the file extension of its address. SVG is never one. */
export const ASSET_EXTENSIONS = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
} as const;

export type AssetMimeType = keyof typeof ASSET_EXTENSIONS;
export type AssetExtension = (typeof ASSET_EXTENSIONS)[AssetMimeType];

/** An asset's id: the lowercase hex SHA-256 of its bytes, so the same image is always the same asset. */
export const ASSET_ID_PATTERN = '^[0-9a-f]{64}$';

const ASSET_URL = /^\/media\/([0-9a-f]{64})\.(png|jpg|gif|webp)$/;

/** An asset address taken apart. */
export interface AssetReference {
  readonly id: string;
  readonly mimeType: AssetMimeType;
}

/** Whether a string is one of the asset image types. */
export function isAssetMimeType(value: string): value is AssetMimeType {
  return Object.hasOwn(ASSET_EXTENSIONS, value);
}

/** Where an asset is served: `/media/<sha256>.<ext>`, the same address for every tenant holding those bytes. */
export function assetUrl(id: string, mimeType: AssetMimeType): string {
  return `${ASSET_PATH_PREFIX}${id}.${ASSET_EXTENSIONS[mimeType]}`;
}

/** Where an asset's thumbnail (a WebP at most ASSET_THUMBNAIL_EDGE pixels on its longer side) is served. */
export function assetThumbnailUrl(id: string): string {
  return `${ASSET_PATH_PREFIX}${id}.thumb.webp`;
}

/** The asset an address names, when it is an asset address of this server (relative, as templates store them). */
export function parseAssetUrl(url: string): AssetReference | undefined {
  const match = ASSET_URL.exec(url);
  if (!match) return undefined;
  const [, id, extension] = match;
  const mimeType = (Object.keys(ASSET_EXTENSIONS) as AssetMimeType[]).find((type) => ASSET_EXTENSIONS[type] === extension);
  return id !== undefined && mimeType !== undefined ? { id, mimeType } : undefined;
}
