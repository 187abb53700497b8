import type { EditorApiClient, EditorRouteResult } from '../api/editor-api-client';
import type { EditorApiResult } from '../api/editor-api-error';

/** The largest file the library takes (the server's ASSET_MAX_BYTES): bigger ones are refused before sending. */
export const ASSET_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

/** The image types the library takes, for the file picker's filter (the server judges by the bytes). */
export const ASSET_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/** What uploading one file came to: the asset (and whether it was there already), or why not. */
export type AssetUpload = EditorApiResult<EditorRouteResult<'uploadAsset'>> | { readonly ok: false; readonly tooLarge: true };

/**
 * Sends one file to the tenant's asset library as a form (field `file`). A file over the limit is
 * refused here, in the operator's language, without sending megabytes the server would refuse.
 */
export async function uploadAssetFile(api: EditorApiClient, file: File): Promise<AssetUpload> {
  if (file.size > ASSET_UPLOAD_MAX_BYTES) return { ok: false, tooLarge: true };
  const form = new FormData();
  form.set('file', file, file.name);
  return api.uploadAsset({ body: form });
}
