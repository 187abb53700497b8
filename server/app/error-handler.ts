import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorsToProblems } from '../../schema/validate/error-to-problem';
import type { SchemaValidatorError } from '../../schema/validate/schema-validator';
import { ERROR_MESSAGES } from '../../shared/messages/errors';
import { DomainError, ERROR_CODES } from './domain-error';
import { failureEnvelope } from './failure-envelope';

function validationReply(error: FastifyError) {
  const context = error.validationContext === 'querystring' ? '/query' : error.validationContext === 'body' ? '' : `/${error.validationContext ?? ''}`;
  const problems = errorsToProblems((error.validation ?? []) as unknown as SchemaValidatorError[]).map((problem) => ({
    path: `${context}${problem.path}`,
    message: problem.message,
  }));
  const first = problems[0];
  return failureEnvelope(ERROR_CODES.badRequest, first ? `请求参数有误：${first.path || '/'} ${first.message}` : '请求参数有误', { errors: problems });
}

/**
 * Every failure leaves as the spec's envelope: a bad body as 400 naming the field at fault, a domain
 * refusal with its code and Chinese message, anything else as a 500 with a generic message (the
 * details go to the log, masked, not to the client).
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.validation) return reply.status(400).send(validationReply(error));
  if (error instanceof DomainError) {
    return reply.status(error.httpStatus).send(failureEnvelope(error.code, error.message, error.details ? { details: error.details } : {}));
  }
  if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
    return reply.status(error.statusCode).send(failureEnvelope(ERROR_CODES.badRequest, '请求有误'));
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send(failureEnvelope(ERROR_CODES.internal, ERROR_MESSAGES.systemError));
}
