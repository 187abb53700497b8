import { assetThumbnailUrl, assetUrl, type AssetMimeType } from '../../../schema/assets/asset-url';
import type { EditorAsset } from '../../../schema/api/editor/editor-asset';

/** A `media_assets` row without its bytes, as the library lists it (see ASSET_COLUMNS). */
export interface AssetRow {
  readonly id: string;
  readonly mime_type: AssetMimeType;
  readonly byte_size: number;
  readonly width: number;
  readonly height: number;
  readonly name: string;
  readonly origin: 'upload' | 'template';
  readonly created_by_name: string | null;
  readonly created_at: Date | string;
}

/** The columns every listing selects into an AssetRow: never the bytes. */
export const ASSET_COLUMNS = 'id, mime_type, byte_size, width, height, name, origin, created_by_name, created_at';

/** An asset as the editor API answers it. */
export function toEditorAsset(row: AssetRow): EditorAsset {
  return {
    id: row.id,
    url: assetUrl(row.id, row.mime_type),
    thumbnailUrl: assetThumbnailUrl(row.id),
    name: row.name,
    mimeType: row.mime_type,
    byteSize: row.byte_size,
    width: row.width,
    height: row.height,
    origin: row.origin,
    createdBy: row.created_by_name,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
