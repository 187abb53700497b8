import type { FastifyInstance } from 'fastify';
import type { AppContext } from './app-context';

/** Routes outside the buyer contract (editor API, development outbox, simulated payment page). */
export type RoutePlugin = (app: FastifyInstance, context: AppContext) => Promise<void> | void;
