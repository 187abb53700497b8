/**
 * The end of a file name: a dot and up to twelve letters and digits, at least one a letter (`.js`,
 * `.woff2`, `.webmanifest`). Not a version (`1.5`), nor the 22-character second half of an order
 * token (`<id>.<mac>`), which the result page's older links carry as a path segment
 * (`/result/{encryptOrderNo}`).
 */
const FILE_EXTENSION = /\.(?=[0-9]*[a-z])[a-z0-9]{1,12}$/i;

/**
 * Whether an address of the apps (`path`, decoded, without its leading slash) names a file rather
 * than a page: anything under `assets/` (the build's hashed files), a segment starting with a dot
 * (`.well-known/...`, `.env`), or a last segment with a file extension. A file that is not there is
 * answered 404, never the app's HTML: a browser that asked for a script must not get a page (after
 * a deploy it would remember a MIME type failure), and a proxy retries a missing asset on another
 * instance only on a 404. Every route of the buyer app (`/h`, `/healthnotify/disease/0`,
 * `/result/{token}`, spec section 2) is a page.
 */
export function isFileAddress(path: string): boolean {
  const segments = path.split('/');
  if (segments[0] === 'assets') return true;
  if (segments.some((segment) => segment.startsWith('.'))) return true;
  return FILE_EXTENSION.test(segments[segments.length - 1] ?? '');
}
