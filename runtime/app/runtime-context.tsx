import { createContext, useContext } from 'react';
import type { ApiClient } from '../api/api-client';
import type { RuntimeQuery } from '../../shared/query/runtime-query';

/** What every page and block may use: the address parameters and the API client. */
export interface RuntimeContextValue {
  readonly query: RuntimeQuery;
  readonly api: ApiClient;
}

export const RuntimeContext = createContext<RuntimeContextValue | undefined>(undefined);

/** The runtime context; only used below `RuntimeApp`, which provides it. */
export function useRuntime(): RuntimeContextValue {
  const value = useContext(RuntimeContext);
  if (!value) throw new Error('useRuntime outside RuntimeApp');
  return value;
}
