import { parseAssetUrl, type AssetReference } from './asset-url';

/** An asset address found in a template, with the JSON Pointer of the string holding it. */
export interface AssetReferenceAt extends AssetReference {
  readonly path: string;
  readonly url: string;
}

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Every asset address (`/media/<sha256>.<ext>`) a template refers to, wherever it sits, with its JSON
 * Pointer: what the publish gate checks against the tenant's library, and what the editor looks up.
 */
export function assetReferences(value: unknown, path = ''): AssetReferenceAt[] {
  if (typeof value === 'string') {
    const reference = parseAssetUrl(value);
    return reference ? [{ ...reference, path, url: value }] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => assetReferences(item, `${path}/${index}`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, child]) => assetReferences(child, `${path}/${escapePointer(key)}`));
  }
  return [];
}
