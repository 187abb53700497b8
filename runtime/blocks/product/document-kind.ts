/** How a document address is shown: images in the image viewer, everything else (PDF, pages) by address. */
export type DocumentKind = 'image' | 'address';

const IMAGE = /\.(png|jpe?g|gif|webp|bmp|svg)$/i;

/** Images open in the image viewer, PDFs and pages by their address (the browser's own PDF viewer). */
export function documentKind(url: string): DocumentKind {
  if (url.startsWith('data:image/')) return 'image';
  const path = url.split(/[?#]/)[0] ?? '';
  return IMAGE.test(path) ? 'image' : 'address';
}
