import { PREVIEW_MESSAGES } from '../../shared/messages/preview';
import type { PlaceIssue } from './isolate-problems';
import { PlaceIssueList } from './place-issue-list';

/** How many of the problems the banner lists before it points to the editor's problems panel. */
export const BANNER_ISSUES = 3;

/**
 * Above a page that renders although the template has problems that sit on no shown module (the
 * template's own, a page's, a hidden module's): a compact list of the first few, the page below it.
 */
export function TemplateProblemBanner({ issues }: { issues: readonly PlaceIssue[] }) {
  const more = issues.length - BANNER_ISSUES;
  return (
    <aside role="status" style={{ padding: '8px 12px', background: '#fffbe6', borderBottom: '1px solid #ffe58f', color: '#ad6800', fontSize: 12, lineHeight: 1.6 }}>
      <div style={{ fontWeight: 600 }}>{PREVIEW_MESSAGES.otherProblemsTitle(issues.length)}</div>
      <PlaceIssueList issues={issues.slice(0, BANNER_ISSUES)} />
      {more > 0 ? <div>{PREVIEW_MESSAGES.moreProblems(more)}</div> : null}
    </aside>
  );
}
