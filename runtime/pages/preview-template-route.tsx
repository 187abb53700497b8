import { PersonaScope } from '../preview/persona-scope';
import { PreviewHighlight } from '../preview/preview-highlight';
import { PreviewProblemsView } from '../preview/preview-problems-view';
import { PreviewRenderBoundary } from '../preview/preview-render-boundary';
import { previewStandIn } from '../preview/preview-stand-in';
import { StandalonePreviewNotice } from '../preview/standalone-preview-notice';
import { TemplateProblemBanner } from '../preview/template-problem-banner';
import { usePreviewBridge } from '../preview/use-preview-bridge';
import { useStandalonePreview } from '../preview/use-standalone-preview';
import { WalkResponder } from '../preview/walk/walk-responder';
import { ModuleStandInContext } from '../template/module-stand-in';
import { TemplatePageView } from '../template/template-page-view';
import { TemplateStatusView } from '../template/template-status-view';

/**
 * `/h?mode=preview`: the page of the template the editor sends, with its selection drawn on it.
 * A template with problems still shows what it can: a broken module as its error card, problems
 * outside every shown module in a banner above the page. The page is the one the persona the editor
 * names would see (see PersonaScope). Opened in a tab of its own, where no editor will send anything,
 * it soon says so.
 */
export default function PreviewTemplateRoute() {
  const bridge = usePreviewBridge();
  const standalone = useStandalonePreview(bridge.state.status === 'loading');
  const { view } = bridge;
  if (view.status === 'unshown') {
    if (standalone) return <StandalonePreviewNotice />;
    return view.state.status === 'invalid' ? <PreviewProblemsView issues={view.issues} /> : <TemplateStatusView state={view.state} />;
  }
  return (
    <ModuleStandInContext.Provider value={previewStandIn}>
      <PreviewHighlight selected={bridge.selected} hovered={bridge.hovered} />
      {view.elsewhere.length > 0 ? <TemplateProblemBanner issues={view.elsewhere} /> : null}
      <PreviewRenderBoundary state={bridge.state}>
        <PersonaScope template={view.template} onProductPlans={bridge.reportProductPlans}>
          <TemplatePageView template={view.template} onModuleError={bridge.reportError}>
            <WalkResponder onReport={bridge.reportWalkPage} />
          </TemplatePageView>
        </PersonaScope>
      </PreviewRenderBoundary>
    </ModuleStandInContext.Provider>
  );
}
