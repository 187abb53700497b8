import type { AttrsOf } from '../../../schema/catalogue';
import type { Notice } from '../../../schema/entities/notice';

type NoticeTab = AttrsOf<'noticeTabViewer'>['tabs'][number];

/**
 * The tabs to read: the template's, where the plan's own notice of the same title (kept current on the
 * server per plan) replaces the template's copy, then the plan's other notices. A notice's text has its
 * placeholders filled by `fill`.
 */
export function noticeTabs(configured: readonly NoticeTab[], notices: readonly Notice[], fill: (notice: Notice) => string): NoticeTab[] {
  const byTitle = new Map(notices.filter((notice) => notice.header).map((notice) => [notice.header!, notice]));
  const tabs: NoticeTab[] = configured.map((tab) => {
    const notice = byTitle.get(tab.title);
    return notice ? { title: tab.title, content: fill(notice) } : tab;
  });
  const shown = new Set(configured.map((tab) => tab.title));
  for (const notice of notices) {
    if (notice.header && !shown.has(notice.header)) tabs.push({ title: notice.header, content: fill(notice) });
  }
  return tabs;
}
