import { useEffect } from 'react';
import type { TemplateConfig } from '../../schema/template/template-config';
import { isTemplateRoutePath } from '../../shared/pages/template-route-paths';
import type { RuntimeQuery } from '../../shared/query/runtime-query';
import { whenIdleAfterLoad } from './when-idle-after-load';

type Decision = typeof import('./sales-recording-decision');

/** Once the page has loaded and gone idle, loads what decides and starts the recording, and runs `act` with it. */
function decideWhenIdle(act: (decision: Decision) => void): void {
  whenIdleAfterLoad(() => {
    import('./sales-recording-decision')
      .then(act)
      // Offline or a new release's files gone: the sale goes on unrecorded.
      .catch(() => undefined);
  });
}

/**
 * Starts the sales-process recording (可回溯) of a live promotion once its template is shown: after the
 * page has loaded and gone idle, with everything about it (deciding, noting it for the tab, the recorder)
 * downloaded only then. It runs until the page is left and goes on in the same recording when the tab
 * comes back to the promotion. A template that turned recording off ends the tab's recording of that sale.
 */
export function useSalesRecording(query: RuntimeQuery, template: Pick<TemplateConfig, 'salesRecording'>): void {
  const live = query.mode === 'live';
  const salesRecording = template.salesRecording;
  useEffect(() => {
    if (live) decideWhenIdle((decision) => decision.recordPromotionPage(query, { salesRecording }));
  }, [live, query, salesRecording]);
}

/**
 * On the sale's other pages of the same tab (a clause in the document viewer, the health notice, the
 * order pages, the cashier's confirmation), the recording its promotion page started goes on. Never in
 * the preview, a QA or simulated walk: only a live promotion page starts one.
 */
export function useResumedSalesRecording(query: RuntimeQuery, pathname: string): void {
  const resumes = query.mode === 'live' && !isTemplateRoutePath(pathname);
  useEffect(() => {
    if (resumes) decideWhenIdle((decision) => decision.resumeSalesRecording());
  }, [resumes]);
}
