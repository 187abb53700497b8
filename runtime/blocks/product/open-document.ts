import { currentViewerAddresses, type ViewerAddresses } from '../../env/viewer-addresses';
import { viewerHref } from '../../pages/documents/document-links';
import { recordMoment } from '../../recording/recording-moments';

/**
 * Opens a document address in this environment's viewers (spec section 9, file viewing): a PDF in the
 * document viewer, an image in the image viewer; both are the app's own /healthfiles unless the build
 * names others. A full load: the form's values are kept in session storage, so going back finds them.
 */
export function openDocument(url: string, title: string, viewers: ViewerAddresses = currentViewerAddresses()): void {
  recordMoment({ kind: 'terms-shown', title });
  window.location.assign(viewerHref(url, title, viewers));
}
