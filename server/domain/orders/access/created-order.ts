import type { ApiCallName, ApiCallsByName } from '../../../../schema/api';
import type { CallResponse } from '../../../../schema/api/define-call';
import { readField } from '../../../../shared/page-actions/action-data';

type Reply<N extends ApiCallName> = CallResponse<ApiCallsByName[N]>;

/** The order a reply's `updateOrderNo` page action hands the app. */
function updatedOrderNo(reply: Reply<'nextStep'> | Reply<'submitOrder'>): string | undefined {
  const update = reply.result?.pageActionList.find((action) => action.pageAction === 'updateOrderNo');
  return update ? readField(update.data, 'orderNo') : undefined;
}

/**
 * The calls that create orders, each with where its reply names the order it created (or went on
 * with). That order becomes the caller's: its reply already hands over the number and, but for the
 * mock order, the token, so the grant gives nothing the caller does not hold.
 */
const CREATED_ORDER: { readonly [N in ApiCallName]?: (reply: Reply<N>) => string | undefined } = {
  saveOrder: (reply) => reply.result?.orderNo,
  nextStep: updatedOrderNo,
  submitOrder: updatedOrderNo,
  createMockOrder: (reply) => reply.value?.orderNo,
};

/** The order number a successful reply of the call says it created, if the call creates orders. */
export function createdOrderNo(name: ApiCallName, reply: unknown): string | undefined {
  const read = CREATED_ORDER[name] as ((reply: unknown) => string | undefined) | undefined;
  return read?.(reply);
}
