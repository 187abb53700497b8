import type { TemplateConfig } from '../../schema/template/template-config';
import { createHistory, historyReducer, type DocumentHistory, type HistoryAction } from './history';

/** The open document: its history and the template as last saved on the server. */
export interface DocumentState {
  readonly history: DocumentHistory;
  readonly saved: TemplateConfig;
}

/**
 * Everything the document atom accepts: edits, undo / redo, `load` (open a template: a fresh history,
 * nothing unsaved) and `markSaved` (the server stored this template, which may be older than the
 * present one when the operator kept typing during the save).
 */
export type DocumentStateAction =
  | HistoryAction
  | { readonly type: 'load'; readonly template: TemplateConfig }
  | { readonly type: 'markSaved'; readonly template: TemplateConfig };

/** A document opened from `template`, with nothing to undo and nothing unsaved. */
export function createDocumentState(template: TemplateConfig): DocumentState {
  return { history: createHistory(template), saved: template };
}

/** The document atom's reducer. */
export function documentStateReducer(state: DocumentState, action: DocumentStateAction): DocumentState {
  if (action.type === 'load') return createDocumentState(action.template);
  if (action.type === 'markSaved') return { ...state, saved: action.template };
  const history = historyReducer(state.history, action);
  return history === state.history ? state : { ...state, history };
}
