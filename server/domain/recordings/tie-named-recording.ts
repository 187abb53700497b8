import type { FastifyRequest } from 'fastify';
import { RECORDING_ID_PATTERN } from '../../../schema/api/recording-chunk';
import { RECORDING_HEADER } from '../../../schema/api/recording-header';
import type { AppContext } from '../../app/app-context';
import { tieRecordingToOrder } from './tie-order';

const RECORDING_ID = new RegExp(RECORDING_ID_PATTERN);

/** The holder's phone as an order call's body gives it (saveOrder, nextStep and submitOrder carry the order). */
function holderPhone(body: unknown): string | undefined {
  const holder = (body as { holder?: { person?: { phone?: unknown } } } | null | undefined)?.holder;
  const phone = holder?.person?.phone;
  return typeof phone === 'string' && phone.trim() !== '' ? phone : undefined;
}

/**
 * Ties the recording an order call names (RECORDING_HEADER) to the order the call made. A missing or
 * malformed id ties nothing; a failure to tie is logged and never fails the order: the sale matters more
 * than its record, and the next order call ties it again.
 */
export async function tieNamedRecording(context: AppContext, request: FastifyRequest, tenant: string, orderNo: string, buyerId: string | undefined): Promise<void> {
  const header = request.headers[RECORDING_HEADER];
  const recordingId = Array.isArray(header) ? header[0] : header;
  if (!recordingId || !RECORDING_ID.test(recordingId)) return;
  try {
    await tieRecordingToOrder(context.db, context.pii, { recordingId, tenant, orderNo, buyerId: buyerId ?? null, holderPhone: holderPhone(request.body) });
  } catch (error) {
    context.log.warn({ err: error, orderNo }, 'recording not tied to its order');
  }
}
