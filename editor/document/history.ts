import type { TemplateConfig } from '../../schema/template/template-config';
import type { DocumentAction } from './document-action';
import { documentReducer } from './document-reducer';

/** How many undo steps are kept; older ones are dropped. */
export const HISTORY_LIMIT = 100;

/** The document with its undo and redo stacks. */
export interface DocumentHistory {
  readonly past: readonly TemplateConfig[];
  readonly present: TemplateConfig;
  readonly future: readonly TemplateConfig[];
  /** The coalesce key of the last recorded step: a next action with the same key extends that step. */
  readonly coalesceKey: string | undefined;
}

/** Undo and redo, alongside the document edits. */
export type HistoryAction = DocumentAction | { readonly type: 'undo' } | { readonly type: 'redo' };

/** A fresh history: the template with nothing to undo or redo. */
export function createHistory(template: TemplateConfig): DocumentHistory {
  return { past: [], present: template, future: [], coalesceKey: undefined };
}

function undo(history: DocumentHistory): DocumentHistory {
  const previous = history.past.at(-1);
  if (!previous) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future], coalesceKey: undefined };
}

function redo(history: DocumentHistory): DocumentHistory {
  const [next, ...future] = history.future;
  if (!next) return history;
  return { past: [...history.past, history.present], present: next, future, coalesceKey: undefined };
}

/**
 * Applies an edit and records it as an undo step, unless it changed nothing, is marked
 * `recordHistory: false`, or continues the previous step (same `coalesceKey`): ten keystrokes in one
 * field are then one step back to the value before the first.
 */
export function historyReducer(history: DocumentHistory, action: HistoryAction): DocumentHistory {
  if (action.type === 'undo') return undo(history);
  if (action.type === 'redo') return redo(history);
  const present = documentReducer(history.present, action);
  if (present === history.present) return history;
  if (action.recordHistory === false) return { ...history, present };
  const key = action.coalesceKey;
  if (key !== undefined && key === history.coalesceKey && history.past.length > 0) {
    return { ...history, present, future: [] };
  }
  return { past: [...history.past, history.present].slice(-HISTORY_LIMIT), present, future: [], coalesceKey: key };
}
