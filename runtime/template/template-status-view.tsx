import { ErrorPage } from '../app/error-page';
import { RouteLoading } from '../app/route-loading';
import { FLOW_MESSAGES } from '../../shared/messages/flow';
import { SCREEN_MESSAGES } from '../../shared/messages/screens';
import type { TemplateState } from './template-state';

/** Every state of loading a template other than ready, in the spec's words; never a blank page. */
export function TemplateStatusView({ state }: { state: Exclude<TemplateState, { status: 'ready' }> }) {
  switch (state.status) {
    case 'loading':
      return <RouteLoading />;
    case 'empty':
      return <ErrorPage status="empty" title={FLOW_MESSAGES.templateNotFound} description={SCREEN_MESSAGES.templateNotFoundHint} />;
    case 'error':
      return <ErrorPage status="default" title={FLOW_MESSAGES.renderErrorTitle} description={state.message} />;
    case 'invalid':
      return (
        <ErrorPage status="default" title={FLOW_MESSAGES.renderErrorTitle} description={FLOW_MESSAGES.renderErrorBody}>
          <ul aria-label="模板问题" style={{ textAlign: 'left', fontSize: 12, color: 'var(--adm-color-weak)' }}>
            {state.problems.slice(0, 20).map((problem) => (
              <li key={`${problem.path}${problem.message}`}>{`${problem.path || '/'}：${problem.message}`}</li>
            ))}
          </ul>
        </ErrorPage>
      );
  }
}
