import { useEffect } from 'react';
import type { TemplateConfig } from '../../schema/template/template-config';
import { isTemplateRoutePath } from '../../shared/pages/template-route-paths';
import type { RuntimeQuery } from '../../shared/query/runtime-query';
import { activeRecording, keepActiveRecording, type ActiveRecording } from './active-recording';
import { recordedPromotion } from './recorded-promotion';
import { whenIdleAfterLoad } from './when-idle-after-load';

/** Whether this document has started its recording: one per page load, whatever the routes rendered since. */
let started = false;

function startOnce(active: ActiveRecording): void {
  if (started) return;
  started = true;
  whenIdleAfterLoad(() => {
    import('./start-recording')
      .then(({ startRecording }) => startRecording(active.tenant, active.promotionId))
      // A browser the recorder cannot run in (no compression, no storage) still buys; nothing is recorded.
      .catch(() => undefined);
  });
}

/**
 * Starts the sales-process recording (可回溯) of a live promotion once its template is shown: after the
 * page has loaded and gone idle, with the recorder's code downloaded only then (start-recording.ts). It
 * runs until the page is left and goes on in the same recording when the tab comes back to the
 * promotion. A template that turned recording off ends the tab's recording of that sale.
 */
export function useSalesRecording(query: RuntimeQuery, template: Pick<TemplateConfig, 'salesRecording'>): void {
  const promotionId = recordedPromotion(query, template);
  const live = query.mode === 'live';
  useEffect(() => {
    if (!live) return;
    const active = promotionId === undefined ? undefined : { promotionId, tenant: query.tenant };
    keepActiveRecording(active);
    if (active) startOnce(active);
  }, [live, promotionId, query.tenant]);
}

/**
 * On the sale's other pages of the same tab (a clause in the document viewer, the health notice, the
 * order pages, the cashier's confirmation), the recording its promotion page started goes on. Never in
 * the preview, a QA or simulated walk: only a live promotion page starts one.
 */
export function useResumedSalesRecording(query: RuntimeQuery, pathname: string): void {
  const resumes = query.mode === 'live' && !isTemplateRoutePath(pathname);
  useEffect(() => {
    if (!resumes) return;
    const active = activeRecording();
    if (active) startOnce(active);
  }, [resumes]);
}
