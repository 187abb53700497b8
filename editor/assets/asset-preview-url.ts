import { assetThumbnailUrl, parseAssetUrl } from '../../schema/assets/asset-url';

/**
 * What the property panel shows for an image address: an asset's small thumbnail rather than the
 * full image, any other address as it is; nothing for an empty one.
 */
export function assetPreviewUrl(url: string): string | undefined {
  if (url.trim() === '') return undefined;
  const asset = parseAssetUrl(url);
  return asset ? assetThumbnailUrl(asset.id) : url;
}
