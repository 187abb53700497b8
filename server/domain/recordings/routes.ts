import type { FastifySchema } from 'fastify';
import { TENANT_HEADER } from '../../../schema/api/tenant-header';
import {
  RecordingChunkParamsSchema,
  RecordingChunkQuerySchema,
  RecordingChunkReplySchema,
  type RecordingChunkParams,
  type RecordingChunkQuery,
  type RecordingChunkReply,
} from '../../../schema/api/recording-chunk';
import { DomainError, ERROR_CODES } from '../../app/domain-error';
import { failureReplies } from '../../app/openapi/failure-replies';
import { READS_TENANT_HEADER } from '../../app/openapi/tenant-header-parameter';
import type { RoutePlugin } from '../../app/route-plugin';
import { knownTenant, resolveTenant } from '../../app/tenant';
import { buyerCookieSigner, readBuyerId } from '../orders/access/buyer-cookie';
import { checkChunk, ChunkRefusedError } from './recording-chunk';
import { RECORDING_LIMITS } from './recording-limits';
import { storeChunk } from './store-chunk';

/** Chunks one address may send a minute: a buyer's page sends one every few seconds at most. */
export const RECORDING_CHUNKS_PER_MINUTE = 60;

/**
 * `POST /api/v1/recordings/:recordingId/chunks/:seq` (this project's own): one gzip chunk of a buyer's
 * sales-process recording, as the buyer app sends it, by fetch or, as the page is left, by sendBeacon
 * (which carries no header: the tenant may come in the query). Checked, masked again and stored once
 * per sequence number (see store-chunk.ts).
 */
export const recordingsRoutes: RoutePlugin = async (app, context) => {
  const signer = buyerCookieSigner(context.config.sessionSecrets);
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/gzip', { parseAs: 'buffer', bodyLimit: RECORDING_LIMITS.chunkBytes }, (_request, body, done) => done(null, body));
    scope.post<{ Params: RecordingChunkParams; Querystring: RecordingChunkQuery; Reply: RecordingChunkReply }>(
      '/api/v1/recordings/:recordingId/chunks/:seq',
      {
        bodyLimit: RECORDING_LIMITS.chunkBytes,
        config: { rateLimit: { max: RECORDING_CHUNKS_PER_MINUTE, timeWindow: 60_000 } },
        schema: {
          summary: '本项目约定：上传买家投保过程录制（可回溯）的一个 gzip 片段；同一序号只存一次',
          operationId: 'uploadRecordingChunk',
          tags: ['buyer'],
          ...READS_TENANT_HEADER,
          consumes: ['application/gzip'],
          params: RecordingChunkParamsSchema,
          querystring: RecordingChunkQuerySchema,
          response: { 200: RecordingChunkReplySchema, ...failureReplies([400, 413, 415, 429, 500]) },
        } as FastifySchema,
      },
      async (request) => {
        const tenant = request.headers[TENANT_HEADER] || !request.query.tenant ? await resolveTenant(request, context.db) : await knownTenant(request.query.tenant, context.db);
        const body = request.body;
        if (!Buffer.isBuffer(body)) throw new DomainError(ERROR_CODES.badRequest, '录制片段无法读取', 400);
        try {
          const stored = await storeChunk(context.db, {
            recordingId: request.params.recordingId,
            tenant,
            promotionId: request.query.promotionId,
            buyerId: readBuyerId(request, signer)?.id ?? null,
            seq: request.params.seq,
            chunk: checkChunk(body),
            now: context.now(),
          });
          return { success: true as const, stored: stored.stored };
        } catch (error) {
          if (error instanceof ChunkRefusedError) throw new DomainError(ERROR_CODES.badRequest, error.message, 400);
          throw error;
        }
      },
    );
  });
};
