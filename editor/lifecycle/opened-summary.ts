import type { EditorTemplate } from '../../schema/api/editor/editor-template';
import type { PublishResult } from '../../schema/api/editor/editor-version';
import type { OpenedTemplate } from '../workspace/opened-template-atom';

type Summary = OpenedTemplate['summary'];

/** What the server said about a template, without its draft (the document holds that). */
export function summaryOf(template: EditorTemplate): Summary {
  const { draft: _draft, ...summary } = template;
  return summary;
}

/** The summary after a publication (or a rollback, which publishes): the draft is what the new version holds. */
export function publishedSummary(summary: Summary, result: PublishResult): Summary {
  return {
    ...summary,
    status: 'published',
    latestVersion: result.version,
    revision: result.revision,
    publishedAt: result.publishedAt,
    updatedAt: result.revision === summary.revision ? summary.updatedAt : result.publishedAt,
  };
}
