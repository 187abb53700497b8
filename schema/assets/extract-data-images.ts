import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { BLANK_IMAGE_URL, LEGACY_BLANK_IMAGE_URL } from '../catalogue/blank-image';
import { assetUrl, type AssetMimeType } from './asset-url';
import { readDataImageUrl } from './data-image-url';
import { sniffImageType } from './sniff-image-type';

/** An image found inline in a template, now referred to by its asset address. */
export interface ExtractedImage {
  /** The SHA-256 of `bytes`: the asset's id. */
  readonly id: string;
  /** The type the asset is served as. */
  readonly mimeType: AssetMimeType;
  /** The image's bytes as the template held them. */
  readonly bytes: Uint8Array;
  /**
   * The bytes are an SVG, which is never stored or served as such: the server rasterises it once into
   * the PNG it stores under `id` (the SVG's own hash, so the same SVG always lands on the same asset).
   */
  readonly rasterise: boolean;
  /** The JSON Pointers of the strings that held it. */
  readonly paths: readonly string[];
}

/** A value with its inline images moved out: the rewritten value and the images to store. */
export interface ImageExtraction<T> {
  readonly value: T;
  readonly images: readonly ExtractedImage[];
  /** How many strings were rewritten (images, and the old blank placeholder). */
  readonly rewritten: number;
}

const SVG_START = /^(?:\uFEFF)?\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE[^>]*>\s*)?<svg[\s>]/i;

function looksLikeSvg(bytes: Uint8Array): boolean {
  return SVG_START.test(new TextDecoder().decode(bytes.subarray(0, 1024)));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The asset an inline image becomes, or undefined for a data URL that holds no image we can store. */
function toImage(url: string): Omit<ExtractedImage, 'paths'> | undefined {
  const data = readDataImageUrl(url);
  if (!data) return undefined;
  const id = bytesToHex(sha256(data.bytes));
  const sniffed = sniffImageType(data.bytes);
  if (sniffed) return { id, mimeType: sniffed, bytes: data.bytes, rasterise: false };
  if (data.declaredType === 'image/svg+xml' && looksLikeSvg(data.bytes)) return { id, mimeType: 'image/png', bytes: data.bytes, rasterise: true };
  return undefined;
}

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Replaces every string of `value` that is a whole `data:image/...` URL by the address of the asset
 * holding its bytes (`/media/<sha256>.<ext>`), and lists those images for the server to store. Pure
 * and synchronous: it runs in the template migration, in the buyer app as on the server. The type is
 * sniffed from the bytes; an SVG becomes a PNG asset (see ExtractedImage.rasterise); the blank
 * placeholder older catalogues inserted becomes today's. A data URL that holds no readable image is
 * left as it is, for validation to report.
 */
export function extractDataImages<T>(value: T): ImageExtraction<T> {
  const images = new Map<string, ExtractedImage & { paths: string[] }>();
  let rewritten = 0;
  const visit = (node: unknown, path: string): unknown => {
    if (typeof node === 'string') {
      if (node === LEGACY_BLANK_IMAGE_URL) {
        rewritten += 1;
        return BLANK_IMAGE_URL;
      }
      if (!/^data:image\//i.test(node)) return node;
      const image = toImage(node);
      if (!image) return node;
      const known = images.get(image.id);
      if (known) known.paths.push(path);
      else images.set(image.id, { ...image, paths: [path] });
      rewritten += 1;
      return assetUrl(image.id, image.mimeType);
    }
    if (Array.isArray(node)) return node.map((item, index) => visit(item, `${path}/${index}`));
    if (isRecord(node)) return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, visit(child, `${path}/${escapePointer(key)}`)]));
    return node;
  };
  const next = visit(value, '') as T;
  return rewritten === 0 ? { value, images: [], rewritten } : { value: next, images: [...images.values()], rewritten };
}
