import { useSearchParams } from 'react-router-dom';
import type { DocumentDetail } from '../../../schema/entities/document';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import { useApiQuery } from '../../api/api-queries';
import { PageFrame, PageMissing, PageWaiting } from '../order/page-frame';
import { isViewableUrl } from './document-links';
import { DocumentViewer } from './document-viewer';

/**
 * `/healthfiles`: one document. With `documentId` it is fetched (`queryDocumentDetail`): a file or a
 * link is shown by its address (PDF in the reader, image as an image), other content as HTML. With
 * `url` (from the /files list) that address is shown directly. 暂无数据 when there is nothing to show.
 */
export default function HealthFilesRoute() {
  const [search] = useSearchParams();
  const documentId = search.get('documentId') ?? '';
  const directUrl = search.get('url') ?? '';
  const title = search.get('title') ?? '';
  const reply = useApiQuery('queryDocumentDetail', { id: documentId }, undefined, { enabled: documentId !== '' });
  // null: nothing to show (none named, none stored, or the query failed); undefined while it is on its way.
  const document: DocumentDetail | null | undefined = reply.data ? (reply.data.result ?? null) : reply.isError && !reply.isFetching ? null : undefined;

  if (!documentId) {
    return (
      <PageFrame title={title || SCREEN_MESSAGES.noData}>
        {isViewableUrl(directUrl) ? <DocumentViewer name={title} url={directUrl} /> : <PageMissing text={SCREEN_MESSAGES.noData} />}
      </PageFrame>
    );
  }
  if (document === undefined) return <PageFrame title={title || SCREEN_MESSAGES.loading}><PageWaiting /></PageFrame>;
  const viewable = document && (document.type === 'other' || isViewableUrl(document.content));
  return (
    <PageFrame title={document?.name || title || SCREEN_MESSAGES.noData}>
      {document && viewable ? (
        <DocumentViewer name={document.name} {...(document.type === 'other' ? { html: document.content } : { url: document.content })} />
      ) : (
        <PageMissing text={SCREEN_MESSAGES.noData} />
      )}
    </PageFrame>
  );
}
