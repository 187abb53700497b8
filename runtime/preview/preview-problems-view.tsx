import { ErrorBlock } from 'antd-mobile';
import { FLOW_MESSAGES } from '../../shared/messages/flow';
import { PREVIEW_MESSAGES } from '../../shared/messages/preview';
import type { PlaceIssue } from './isolate-problems';
import { PlaceIssueList } from './place-issue-list';

/**
 * Nothing of the template can be shown (no page left to render, or the page failed as a whole): every
 * problem, worded readably, and what failed when something did.
 */
export function PreviewProblemsView({ issues, cause }: { issues: readonly PlaceIssue[]; cause?: string }) {
  return (
    <ErrorBlock status="default" fullPage title={FLOW_MESSAGES.renderErrorTitle} description={issues.length > 0 ? PREVIEW_MESSAGES.nothingToShow : FLOW_MESSAGES.renderErrorBody}>
      <div style={{ padding: '0 16px', fontSize: 12, color: '#8c8c8c', textAlign: 'left' }}>
        {issues.length > 0 ? <PlaceIssueList issues={issues} /> : null}
        {cause ? <div>{cause}</div> : null}
      </div>
    </ErrorBlock>
  );
}
