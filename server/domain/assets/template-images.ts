import { extractDataImages, type ExtractedImage } from '../../../schema/assets/extract-data-images';
import type { Problem } from '../../../schema/validate/problem';
import type { Queryable } from '../../db/database';
import { TemplateInvalidError } from '../templates/template-errors';
import { ASSET_NAME_MAX_LENGTH } from './asset-limits';
import { ASSET_MESSAGES } from './asset-messages';
import type { AssetCreator, AssetRecord } from './asset-record';
import { storeAsset } from './asset-store';
import { inspectImage } from './inspect-image';
import { rasteriseSvg } from './rasterise-svg';

/** An inline image made ready to store, or why it cannot be. */
type Conversion = { readonly ok: true; readonly bytes: Buffer; readonly thumbnail: Buffer; readonly width: number; readonly height: number } | { readonly ok: false; readonly reason: string };

/**
 * Conversions of the last few images, by id: the seed stores the same banners for every tenant and
 * every test app, and drawing an SVG is the slow part. Bounded, so it never grows with the library.
 */
const recent = new Map<string, Promise<Conversion>>();
const RECENT_LIMIT = 32;

async function convert(image: ExtractedImage): Promise<Conversion> {
  const bytes = image.rasterise ? await rasteriseSvg(image.bytes) : Buffer.from(image.bytes);
  if (!bytes) return { ok: false, reason: ASSET_MESSAGES.unreadable };
  const inspected = await inspectImage(bytes);
  if (!inspected.ok) return inspected;
  if (inspected.image.mimeType !== image.mimeType) return { ok: false, reason: ASSET_MESSAGES.unreadable };
  return { ok: true, bytes, thumbnail: inspected.image.thumbnail, width: inspected.image.width, height: inspected.image.height };
}

function converted(image: ExtractedImage): Promise<Conversion> {
  let conversion = recent.get(image.id);
  if (!conversion) {
    conversion = convert(image);
    recent.set(image.id, conversion);
    if (recent.size > RECENT_LIMIT) recent.delete(recent.keys().next().value ?? '');
  }
  return conversion;
}

/** A template with its inline images moved to assets, ready to store in one transaction. */
export interface PreparedTemplateImages<T> {
  /** The template with asset addresses in place of its inline images. */
  readonly value: T;
  /** Whether anything in it was rewritten. */
  readonly changed: boolean;
  readonly assets: readonly AssetRecord[];
  /** Inline images that cannot become assets (too big, unreadable), at each place they sit. */
  readonly problems: readonly Problem[];
}

/**
 * Moves a template's inline `data:image/...` images to assets (the same pure step the migration to
 * format 3 runs): checks each against the library's limits, draws SVGs into PNGs, makes thumbnails.
 * The CPU work happens here, before the caller opens its transaction. `name` names the new assets.
 */
export async function prepareTemplateImages<T>(template: T, name: string): Promise<PreparedTemplateImages<T>> {
  const extraction = extractDataImages(template);
  const assets: AssetRecord[] = [];
  const problems: Problem[] = [];
  for (const image of extraction.images) {
    const conversion = await converted(image);
    if (!conversion.ok) {
      problems.push(...image.paths.map((path) => ({ path, message: ASSET_MESSAGES.inlineImageRefused(conversion.reason) })));
      continue;
    }
    assets.push({
      id: image.id,
      mimeType: image.mimeType,
      content: conversion.bytes,
      thumbnail: conversion.thumbnail,
      width: conversion.width,
      height: conversion.height,
      name: name.slice(0, ASSET_NAME_MAX_LENGTH),
      origin: 'template',
    });
  }
  return { value: extraction.value, changed: extraction.rewritten > 0, assets, problems };
}

/** Stores prepared assets in the tenant's library (those it holds already stay as they are). */
export async function storePreparedAssets(db: Queryable, tenant: string, assets: readonly AssetRecord[], creator: AssetCreator | null, now: Date): Promise<void> {
  for (const asset of assets) await storeAsset(db, tenant, asset, creator, now);
}

/** Who stores a template's images, when, and under which name. */
export interface TemplateImagesContext {
  readonly name: string;
  readonly creator: AssetCreator | null;
  readonly now: Date;
}

/**
 * A template about to be saved or published, its inline images moved to the tenant's library in the
 * caller's transaction. An inline image that cannot become an asset refuses the save (422 naming where
 * it sits): a template never refers to an image the library does not hold.
 */
export async function storeTemplateImages<T>(tx: Queryable, tenant: string, template: T, context: TemplateImagesContext): Promise<{ value: T; changed: boolean }> {
  const prepared = await prepareTemplateImages(template, context.name);
  if (prepared.problems.length > 0) throw new TemplateInvalidError(prepared.problems);
  await storePreparedAssets(tx, tenant, prepared.assets, context.creator, context.now);
  return { value: prepared.value, changed: prepared.changed };
}
