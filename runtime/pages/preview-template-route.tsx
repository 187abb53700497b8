import { PreviewHighlight } from '../preview/preview-highlight';
import { StandalonePreviewNotice } from '../preview/standalone-preview-notice';
import { usePreviewBridge } from '../preview/use-preview-bridge';
import { useStandalonePreview } from '../preview/use-standalone-preview';
import { TemplatePageView } from '../template/template-page-view';
import { TemplateStatusView } from '../template/template-status-view';

/**
 * `/h?mode=preview`: the page of the template the editor sends, with its selection drawn on it.
 * Opened in a tab of its own, where no editor will send anything, it soon says so.
 */
export default function PreviewTemplateRoute() {
  const bridge = usePreviewBridge();
  const standalone = useStandalonePreview(bridge.state.status === 'loading');
  if (bridge.state.status !== 'ready') return standalone ? <StandalonePreviewNotice /> : <TemplateStatusView state={bridge.state} />;
  return (
    <>
      <PreviewHighlight selected={bridge.selected} hovered={bridge.hovered} />
      <TemplatePageView template={bridge.state.template} onModuleError={bridge.reportError} />
    </>
  );
}
