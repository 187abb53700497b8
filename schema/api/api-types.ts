import type { ApiCall } from './index';
import type { CallBody, CallQuery, CallResponse } from './define-call';

/**
 * Body, query and response types of every call, by call name. Computed once as mapped types so that
 * clients indexing them do not re-derive each schema's static type at every use (which TypeScript
 * gives up on for the recursive template schema).
 */
export type ApiBodies = { [C in ApiCall as C['name']]: CallBody<C> };
export type ApiQueries = { [C in ApiCall as C['name']]: CallQuery<C> };
export type ApiResponses = { [C in ApiCall as C['name']]: CallResponse<C> };
