import type { TemplateConfig } from '../../schema/template/template-config';
import type { RuntimeQuery } from '../../shared/query/runtime-query';
import { activeRecording, keepActiveRecording, type ActiveRecording } from './active-recording';
import { recordedPromotion } from './recorded-promotion';

/** Whether this document has started its recording: one per page load, whatever the routes rendered since. */
let started = false;

function startOnce(active: ActiveRecording): void {
  if (started) return;
  started = true;
  import('./start-recording')
    .then(({ startRecording }) => startRecording(active.tenant, active.promotionId))
    // A browser the recorder cannot run in (no compression, no storage) still buys; nothing is recorded.
    .catch(() => undefined);
}

/**
 * A promotion page's template is shown (and the page has loaded and gone idle): records the sale of a
 * live, published promotion, and notes it for the tab's other pages; a template that turned recording
 * off ends the tab's recording of that sale. Loaded lazily with this decision, so the first page pays
 * nothing for it.
 */
export function recordPromotionPage(query: RuntimeQuery, template: Pick<TemplateConfig, 'salesRecording'>): void {
  const promotionId = recordedPromotion(query, template);
  const active = promotionId === undefined ? undefined : { promotionId, tenant: query.tenant };
  keepActiveRecording(active);
  if (active) startOnce(active);
}

/** Another page of the tab (a clause, the health notice, an order page): goes on with the sale its promotion page started recording. */
export function resumeSalesRecording(): void {
  const active = activeRecording();
  if (active) startOnce(active);
}
