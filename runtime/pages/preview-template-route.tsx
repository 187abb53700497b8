import { PreviewHighlight } from '../preview/preview-highlight';
import { usePreviewBridge } from '../preview/use-preview-bridge';
import { TemplatePageView } from '../template/template-page-view';
import { TemplateStatusView } from '../template/template-status-view';

/** `/h?mode=preview`: the page of the template the editor sends, with its selection drawn on it. */
export default function PreviewTemplateRoute() {
  const bridge = usePreviewBridge();
  if (bridge.state.status !== 'ready') return <TemplateStatusView state={bridge.state} />;
  return (
    <>
      <PreviewHighlight selected={bridge.selected} hovered={bridge.hovered} />
      <TemplatePageView template={bridge.state.template} onModuleError={bridge.reportError} />
    </>
  );
}
