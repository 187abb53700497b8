/** live: a real purchase; preview: inside the editor's frame; simulate: QA walk-through; template: template check. */
export const FLOW_MODES = ['live', 'preview', 'simulate', 'template'] as const;

export type FlowMode = (typeof FLOW_MODES)[number];

/** The address parameters that decide the mode. */
export interface FlowModeQuery {
  readonly mode?: string | null;
  /** A bare preview flag (`?preview`, `?preview=1`); `0` and `false` do not count. */
  readonly preview?: string | null;
}

/**
 * The mode the buyer app runs in: `mode=preview|simulate|template`, or preview when only the preview
 * flag is present; live otherwise, including for unknown mode values, so a mistyped link still sells.
 */
export function flowModeFromQuery(query: FlowModeQuery): FlowMode {
  const mode = query.mode?.trim();
  if (mode === 'preview' || mode === 'simulate' || mode === 'template') return mode;
  const preview = query.preview;
  if (preview !== undefined && preview !== null && preview !== '0' && preview.toLowerCase() !== 'false') {
    return 'preview';
  }
  return 'live';
}
