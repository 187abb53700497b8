import { createApiClient } from '../api/api-client';
import { readRuntimeQuery } from '../../shared/query/runtime-query';
import { notifier } from './notifier';
import type { RuntimeContextValue } from './runtime-context';

/** The address parameters and the tenant's API client, made once as the app starts. */
export function createRuntimeContext(search: string): RuntimeContextValue {
  const query = readRuntimeQuery(search);
  return { query, api: createApiClient({ tenant: query.tenant, notifier, userId: query.params.purchaseUserId }) };
}
