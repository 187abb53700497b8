import type { AssetMimeType } from '../../../schema/assets/asset-url';

/** Who stored an asset: an editor user, or nobody (the seed, the start-up upgrade of stored templates). */
export interface AssetCreator {
  readonly id: string;
  readonly name: string;
}

/** An asset ready to store: checked bytes, their thumbnail and where they came from. */
export interface AssetRecord {
  readonly id: string;
  readonly mimeType: AssetMimeType;
  readonly content: Buffer;
  readonly thumbnail: Buffer;
  readonly width: number;
  readonly height: number;
  readonly name: string;
  readonly origin: 'upload' | 'template';
}
