import { crc32, deflateSync } from 'node:zlib';

/** An RGB colour, each channel 0 to 255. */
export type Rgb = readonly [red: number, green: number, blue: number];

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A PNG (8-bit RGB) filled with a vertical gradient from `top` to `bottom`: the share thumbnails of
 * the demo promotions, made at seed time so that the demo ships no binary files.
 */
export function verticalGradientPng(width: number, height: number, top: Rgb, bottom: Rgb): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: truecolour RGB
  // Bytes 10-12 stay 0: deflate compression, adaptive filtering, no interlace.

  const rowLength = width * 3 + 1;
  const pixels = Buffer.alloc(rowLength * height);
  for (let y = 0; y < height; y += 1) {
    const share = height > 1 ? y / (height - 1) : 0;
    const colour = top.map((channel, index) => Math.round(channel + ((bottom[index] ?? channel) - channel) * share));
    // Each row starts with its filter type, 0 (none).
    for (let x = 0; x < width; x += 1) pixels.set(colour, y * rowLength + 1 + x * 3);
  }
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(pixels)), pngChunk('IEND', Buffer.alloc(0))]);
}
