import sharp from 'sharp';

/** A small PNG of one colour: different colours make different assets. */
export function solidPng(red: number, green: number, blue: number, width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: red, g: green, b: blue } } }).png().toBuffer();
}

/** A JPEG, GIF or WebP of one colour. */
export function solidImage(format: 'jpeg' | 'gif' | 'webp', width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 90 } } })
    .toFormat(format)
    .toBuffer();
}
