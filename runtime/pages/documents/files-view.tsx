import { List } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Clause } from '../../../schema/entities/clause';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import { useApiQuery } from '../../api/api-queries';
import { currentViewerAddresses } from '../../env/viewer-addresses';
import { currentParam } from '../../order-flow/use-order-lookup';
import { PageFrame, PageMissing, PageWaiting } from '../order/page-frame';
import { documentLinks, viewerHref } from './document-links';
import { recordMoment } from '../../recording/recording-moments';

/** The clauses to list: none without a plan or after a failure, undefined while they are on their way. */
function listedClauses(named: boolean, reply: { data?: { value?: readonly Clause[] }; isError: boolean; isFetching: boolean }): readonly Clause[] | undefined {
  if (!named) return [];
  if (reply.data) return reply.data.value ?? [];
  return reply.isError && !reply.isFetching ? [] : undefined;
}

/**
 * The clause documents of the address's goods and plan (`queryClauseInfo`), each opening in the
 * environment's viewer (PDFs in the document viewer, images in the image viewer); 暂无数据 when
 * there are none or the address names no plan.
 */
export function FilesView({ title }: { title: string }) {
  const navigate = useNavigate();
  // Read from the current address: the clause link opens this page in-app with its own goods and plan.
  const [search] = useSearchParams();
  const goodsId = currentParam(search, 'goodsId');
  const planId = currentParam(search, 'planId');
  const reply = useApiQuery('queryClauseInfo', { goodsId: goodsId ?? '', planId: planId ?? '' }, undefined, { enabled: Boolean(goodsId && planId) });
  const clauses = listedClauses(Boolean(goodsId && planId), reply);

  const links = documentLinks(clauses ?? []);
  const viewers = currentViewerAddresses();
  // The app's own viewer route opens in-app; a viewer the environment names elsewhere by a full load.
  const open = (href: string) => (/^\/(?!\/)/.test(href) ? navigate(href) : window.location.assign(href));
  return (
    <PageFrame title={title}>
      {clauses === undefined ? <PageWaiting /> : null}
      {clauses !== undefined && links.length === 0 ? <PageMissing text={SCREEN_MESSAGES.noData} /> : null}
      {links.length > 0 ? (
        <List header={title}>
          {links.map((link) => (
            <List.Item key={link.key} arrow onClick={() => {
              recordMoment({ kind: 'terms-shown', title: link.name });
              open(viewerHref(link.url, link.name, viewers));
            }}>
              {link.name}
            </List.Item>
          ))}
        </List>
      ) : null}
    </PageFrame>
  );
}
