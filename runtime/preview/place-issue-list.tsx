import { PREVIEW_MESSAGES } from '../../shared/messages/preview';
import type { PlaceIssue } from './isolate-problems';

/** Problems, each as `place：what is wrong`, under the name 模板问题. */
export function PlaceIssueList({ issues }: { issues: readonly PlaceIssue[] }) {
  return (
    <ul aria-label={PREVIEW_MESSAGES.templateProblems} style={{ margin: 0, paddingLeft: 18, textAlign: 'left' }}>
      {issues.map((issue) => (
        <li key={`${issue.place}\u0000${issue.message}`}>{`${issue.place}：${issue.message}`}</li>
      ))}
    </ul>
  );
}
