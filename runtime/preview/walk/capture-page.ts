import { domToJpeg } from 'modern-screenshot';

/** JPEG quality of a walk's page picture: readable text at a fraction of a PNG's size. */
const QUALITY = 0.72;
/** The tallest picture drawn, in CSS pixels: a longer page is cut at the bottom rather than refused. */
const MAX_HEIGHT = 6000;

/**
 * The whole page as the persona sees it, as a JPEG `data:` URL (modern-screenshot draws the document
 * through an SVG foreignObject, no network: images are inlined from what the page already loaded or
 * from this origin). Null when it cannot be drawn; the walk goes on without a picture.
 */
export async function capturePage(): Promise<string | null> {
  const root = document.documentElement;
  try {
    return await domToJpeg(root, {
      width: root.clientWidth,
      height: Math.min(root.scrollHeight, MAX_HEIGHT),
      quality: QUALITY,
      scale: 1,
      backgroundColor: '#ffffff',
      // No worker: the CSP allows only our own scripts, and one picture at a time needs none.
      workerNumber: 0,
      timeout: 5000,
      // Fonts are the system's in the buyer app: nothing to embed.
      font: false,
    });
  } catch {
    return null;
  }
}
