import type { TemplateConfig } from '../../../schema/template/template-config';
import { createHistory, historyReducer, type DocumentHistory, type HistoryAction } from '../history';

/** The history after dispatching `actions` one after another on a freshly opened template. */
export function replay(template: TemplateConfig, actions: readonly HistoryAction[]): DocumentHistory {
  return actions.reduce(historyReducer, createHistory(template));
}
