import { TemplatePageView } from '../template/template-page-view';
import { TemplateStatusView } from '../template/template-status-view';
import { usePublishedTemplate } from '../template/use-published-template';

/** `/h` and `/`: the page of the promotion's published template that the address selects. */
export default function TemplateRoute() {
  const state = usePublishedTemplate();
  if (state.status !== 'ready') return <TemplateStatusView state={state} />;
  return <TemplatePageView template={state.template} />;
}
