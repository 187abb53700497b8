import { DEFAULT_TENANT_CODE } from '../../schema/api/tenant-header';
import { flowModeFromQuery, type FlowMode } from '../pages/flow-mode';

/** The address parameters the buyer app reads (spec section 2, "Query parameters"). */
export const QUERY_PARAMS = [
  'orderNo',
  'encryptOrderNo',
  'planId',
  'goodsId',
  'promotionId',
  'templateRelationId',
  'thirdOrderNoType',
  'thirdOrderNo',
  'purchaseUserId',
  'certNo',
  'notify',
  'channelCode',
  'canalDefine',
  'from',
  'tenantFrom',
  'mode',
  'page',
  // 本项目约定, not the spec: the editor's QA link to an unpublished draft (see draftPreviewToken).
  'previewToken',
  // The dev flag of spec section 5 (skipValidate=1), honoured outside PROD only (see skipsValidation).
  'skipValidate',
] as const;

export type QueryParam = (typeof QUERY_PARAMS)[number];

/** What the address says, plus what follows from it: the mode and the tenant. */
export interface RuntimeQuery {
  readonly params: Readonly<Partial<Record<QueryParam, string>>>;
  readonly mode: FlowMode;
  /** From `from`, else `tenantFrom`, else the default tenant. */
  readonly tenant: string;
}

/** Reads the known parameters from a `location.search` string; unknown parameters are ignored. */
export function readRuntimeQuery(search: string): RuntimeQuery {
  const query = new URLSearchParams(search);
  const params: Partial<Record<QueryParam, string>> = {};
  for (const name of QUERY_PARAMS) {
    const value = query.get(name);
    if (value !== null && value.trim() !== '') params[name] = value.trim();
  }
  return {
    params,
    mode: flowModeFromQuery({ mode: params.mode, preview: query.get('preview') }),
    tenant: params.from ?? params.tenantFrom ?? DEFAULT_TENANT_CODE,
  };
}
