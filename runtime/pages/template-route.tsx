import { lazy } from 'react';
import { useRuntime } from '../app/runtime-context';
import { OrderLoading } from '../order-flow/refill/order-loading';
import { RefillMaskedNote } from '../order-flow/refill/refill-masked-note';
import { useOrderLoad } from '../order-flow/refill/use-order-load';
import { TemplatePageView } from '../template/template-page-view';
import { TemplateStatusView } from '../template/template-status-view';
import { usePublishedTemplate } from '../template/use-published-template';
import { useSalesRecording } from '../recording/use-sales-recording';
import type { TemplateConfig } from '../../schema/template/template-config';

const PreviewTemplateRoute = lazy(() => import('./preview-template-route'));

/**
 * The published template of the address's promotion, on the page the address selects. The order the
 * address names loads alongside the template (see useOrderLoad); the page waits for both, so its form
 * starts from the order's values.
 */
function PublishedTemplateRoute() {
  const state = usePublishedTemplate();
  const orderLoading = useOrderLoad();
  if (state.status !== 'ready') return <TemplateStatusView state={state} />;
  if (orderLoading) return <OrderLoading />;
  return <ShownTemplate template={state.template} />;
}

/** A published template on screen: what the buyer sees from here on is recorded (see useSalesRecording). */
function ShownTemplate({ template }: { readonly template: TemplateConfig }) {
  useSalesRecording(useRuntime().query, template);
  return (
    <>
      <RefillMaskedNote />
      <TemplatePageView template={template} />
    </>
  );
}

/** `/h` and `/`: in the editor's frame the template comes from the editor, otherwise from the server. */
export default function TemplateRoute() {
  const { query } = useRuntime();
  return query.mode === 'preview' ? <PreviewTemplateRoute /> : <PublishedTemplateRoute />;
}
