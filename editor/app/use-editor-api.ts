import { useMemo } from 'react';
import { createEditorApiClient, type EditorApiClient } from '../api/editor-api-client';

/** The editor API client of a tenant, the same object for as long as the tenant stays. */
export function useEditorApi(tenant: string): EditorApiClient {
  return useMemo(() => createEditorApiClient({ tenant }), [tenant]);
}
