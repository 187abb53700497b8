import { Image } from 'antd-mobile';
import { RichText } from '../../blocks/shared/content/rich-text';
import { isViewableUrl, viewerKind } from './document-links';

/**
 * A document on screen: PDFs and pages in a full-height frame (the browser's own PDF reader), images
 * fitted to the width, HTML content as sanitised text. Returns null for an address that is not a web
 * address, so a crafted link cannot run script here.
 */
export function DocumentViewer({ name, url, html }: { name: string; url?: string | undefined; html?: string | undefined }) {
  if (html !== undefined) return <RichText html={html} style={{ padding: 16, background: '#fff' }} />;
  if (!url || !isViewableUrl(url)) return null;
  if (viewerKind(url) === 'image') return <Image src={url} alt={name} fit="contain" style={{ width: '100%', background: '#fff' }} />;
  return <iframe title={name} src={url} style={{ width: '100%', height: 'calc(100vh - 8px)', border: 0, background: '#fff' }} />;
}
