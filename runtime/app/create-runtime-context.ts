import { createApiClient } from '../api/api-client';
import { readRuntimeQuery } from '../../shared/query/runtime-query';
import { PREVIEW_SANDBOX_MESSAGES } from '../../shared/messages/preview-sandbox';
import { allowedInPreview } from '../preview/preview-call-policy';
import { recordingHeaders } from '../recording/current-recording';
import { notifier } from './notifier';
import type { RuntimeContextValue } from './runtime-context';

/** The preview's refusal of every call that would change something on the server. */
const PREVIEW_REFUSES = { call: (name: Parameters<typeof allowedInPreview>[0]) => !allowedInPreview(name), refusedMessage: PREVIEW_SANDBOX_MESSAGES.callRefused };

/**
 * The address parameters and the tenant's API client, made once as the app starts. In the editor's
 * preview the client only reads and prices: whatever the previewed page asks, no order, text message,
 * upload or payment leaves it.
 */
export function createRuntimeContext(search: string): RuntimeContextValue {
  const query = readRuntimeQuery(search);
  const api = createApiClient({
    tenant: query.tenant,
    notifier,
    userId: query.params.purchaseUserId,
    headersNow: recordingHeaders,
    ...(query.mode === 'preview' ? { refuses: PREVIEW_REFUSES } : {}),
  });
  return { query, api };
}
