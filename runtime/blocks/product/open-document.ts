import { ImageViewer } from 'antd-mobile';
import { documentKind } from './document-kind';

/** Opens a document address: an image in the image viewer, anything else (PDF, page) in the browser. */
export function openDocument(url: string): void {
  if (documentKind(url) === 'image') ImageViewer.show({ image: url });
  else window.location.assign(url);
}
