import sharp from 'sharp';
import { ASSET_MAX_EDGE, ASSET_MAX_TOTAL_PIXELS } from './asset-limits';

/**
 * An SVG drawn once into a PNG, for an SVG found inline in an older template: SVG is never stored or
 * served as such (it can carry script), but the image it drew keeps showing. librsvg (through sharp)
 * draws it without fetching anything; the drawing is held to the library's pixel limits. Undefined
 * when the SVG cannot be drawn.
 */
export async function rasteriseSvg(svg: Uint8Array): Promise<Buffer | undefined> {
  try {
    const image = sharp(svg, { limitInputPixels: ASSET_MAX_TOTAL_PIXELS, failOn: 'error' });
    const { width, height } = await image.metadata();
    if (!width || !height || width > ASSET_MAX_EDGE || height > ASSET_MAX_EDGE) return undefined;
    return await image.png({ compressionLevel: 9 }).toBuffer();
  } catch {
    return undefined;
  }
}
