import { maskText } from '../../shared/masking/mask-pii-text';
import { mapDeep, WALK_ON } from '../app/map-deep';

/** Log objects nest far less; the limit stops a cyclic value from recursing without end. */
const MAX_LOG_DEPTH = 8;

/**
 * Masks every string inside a value (objects and arrays walked, depth-limited against cycles: deeper
 * values are kept as they are, so a caller whose values nest deeper than a log line passes its own limit).
 */
export function maskDeep(value: unknown, maxDepth: number = MAX_LOG_DEPTH): unknown {
  return mapDeep(
    value,
    (item) => {
      if (typeof item === 'string') return maskText(item);
      if (item instanceof Error) return { type: item.name, message: maskText(item.message), stack: item.stack ? maskText(item.stack) : undefined };
      return WALK_ON;
    },
    maxDepth,
  );
}
