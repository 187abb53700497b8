import type { FastifyRequest } from 'fastify';
import { DomainError, ERROR_CODES } from './domain-error';

/** Deepest nesting of objects and arrays a request may carry; a template with nested containers stays well inside. */
export const REQUEST_MAX_DEPTH = 32;

/**
 * The first thing that makes a parsed body or query unfit for any handler: nesting deeper than
 * REQUEST_MAX_DEPTH (it would overflow recursive code such as JSON.stringify) or a NUL character in a
 * string or key (PostgreSQL text and jsonb cannot hold one). Walked with an explicit stack, so a
 * hostile depth cannot overflow this check itself.
 */
export function findHostileInput(value: unknown): 'depth' | 'nul' | undefined {
  const stack: { readonly value: unknown; readonly depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop() as { value: unknown; depth: number };
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return 'nul';
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= REQUEST_MAX_DEPTH) return 'depth';
    for (const [key, child] of Object.entries(current)) {
      if (key.includes('\u0000')) return 'nul';
      stack.push({ value: child, depth: depth + 1 });
    }
  }
  return undefined;
}

/**
 * Refuses, with 400 and before validation or any handler, a request whose body or query is nested
 * too deep or carries a NUL character: such input used to end in a 500 halfway through a handler.
 */
export async function refuseHostileInput(request: FastifyRequest): Promise<void> {
  const found = findHostileInput(request.body) ?? findHostileInput(request.query);
  if (found === 'depth') throw new DomainError(ERROR_CODES.badRequest, `请求内容嵌套过深（最多 ${REQUEST_MAX_DEPTH} 层）`, 400);
  if (found === 'nul') throw new DomainError(ERROR_CODES.badRequest, '请求内容含有非法字符', 400);
}
