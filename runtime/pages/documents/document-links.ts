import type { Clause } from '../../../schema/entities/clause';
import { assertNever } from '../../../shared/assert-never';
import { OWN_VIEWER_PATH, type ViewerAddresses } from '../../env/viewer-addresses';

/** One openable document of a clause list. */
export interface DocumentLink {
  readonly key: string;
  readonly name: string;
  readonly url: string;
}

/**
 * The documents a clause list offers: each clause's own address, then its further links (a clause
 * may come as several files); clauses without any address have nothing to open and are left out.
 */
export function documentLinks(clauses: readonly Clause[]): DocumentLink[] {
  return clauses.flatMap((clause) => [
    ...(clause.clauseUrl ? [{ key: clause.code, name: clause.label, url: clause.clauseUrl }] : []),
    ...(clause.linkList ?? []).filter((link) => link.url).map((link, index) => ({ key: `${clause.code}-${index}`, name: link.name, url: link.url })),
  ]);
}

/** How a document is shown: a PDF or a page in a frame, an image as an image, HTML as text. */
export type ViewerKind = 'pdf' | 'image' | 'page';

/** The viewer for a document address, by its file extension. */
export function viewerKind(url: string): ViewerKind {
  if (url.startsWith('data:image/')) return 'image';
  const path = (url.split(/[?#]/)[0] ?? '').toLowerCase();
  if (path.endsWith('.pdf')) return 'pdf';
  if (/\.(png|jpe?g|gif|webp|bmp|svg)$/.test(path)) return 'image';
  return 'page';
}

/** Only web addresses (and inline images) may be framed or shown; anything else is not a document. */
export function isViewableUrl(url: string): boolean {
  return /^(https?:\/\/|\/(?!\/)|data:image\/)/i.test(url.trim());
}

function viewerFor(kind: ViewerKind, viewers: ViewerAddresses): string {
  switch (kind) {
    case 'pdf':
      return viewers.documentViewer;
    case 'image':
      return viewers.imageViewer;
    case 'page':
      return OWN_VIEWER_PATH;
    default:
      return assertNever(kind);
  }
}

/**
 * The address that shows a document in the environment's viewers: a PDF in the document viewer, an
 * image in the image viewer, a page of another site in the app's own /healthfiles frame, a page of
 * this app by its own address. A viewer address
 * with `{url}` gets the encoded document address there (`https://viewer.example.com/?file={url}`);
 * otherwise `url` and `title` are added to its query, as /healthfiles reads them.
 */
export function viewerHref(url: string, title: string, viewers: ViewerAddresses): string {
  const kind = viewerKind(url);
  // A page of this app (the seeded clauses are `/healthfiles?documentId=…`) opens as itself, not framed in itself.
  if (kind === 'page' && /^\/(?!\/)/.test(url)) return url;
  const viewer = viewerFor(kind, viewers);
  if (viewer.includes('{url}')) return viewer.replace('{url}', encodeURIComponent(url));
  return `${viewer}${viewer.includes('?') ? '&' : '?'}${new URLSearchParams({ url, title }).toString()}`;
}
