import { lazy } from 'react';
import { useRuntime } from '../app/runtime-context';
import { TemplatePageView } from '../template/template-page-view';
import { TemplateStatusView } from '../template/template-status-view';
import { usePublishedTemplate } from '../template/use-published-template';

const PreviewTemplateRoute = lazy(() => import('./preview-template-route'));

/** The published template of the address's promotion, on the page the address selects. */
function PublishedTemplateRoute() {
  const state = usePublishedTemplate();
  if (state.status !== 'ready') return <TemplateStatusView state={state} />;
  return <TemplatePageView template={state.template} />;
}

/** `/h` and `/`: in the editor's frame the template comes from the editor, otherwise from the server. */
export default function TemplateRoute() {
  const { query } = useRuntime();
  return query.mode === 'preview' ? <PreviewTemplateRoute /> : <PublishedTemplateRoute />;
}
