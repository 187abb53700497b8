import { atom } from 'jotai';
import type { PreviewPersona } from '../../schema/preview/preview-persona';
import type { TemplateConfig } from '../../schema/template/template-config';
import type { FlowWalkLink } from './flow-walk-link';
import type { PageWalkResult } from './run-flow-walk';

/** The canvas's link for the flow walk while a canvas is mounted. */
export const flowWalkLinkAtom = atom<FlowWalkLink | null>(null);

/** A finished walk: the template and persona it walked, and each page's result in flow order. */
export interface FlowWalkReport {
  readonly template: TemplateConfig;
  readonly persona: PreviewPersona;
  readonly pages: readonly PageWalkResult[];
}

/** Where the flow walk stands: idle, walking (on which page), or done with its report. UI state, not history. */
export type FlowWalkState =
  | { readonly status: 'idle' }
  | { readonly status: 'running'; readonly pageIndex: number | undefined }
  | { readonly status: 'done'; readonly report: FlowWalkReport };

export const flowWalkStateAtom = atom<FlowWalkState>({ status: 'idle' });

/** Whether the report drawer is open. */
export const flowWalkReportOpenAtom = atom(false);
