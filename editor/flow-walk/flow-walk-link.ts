import type { MutableRefObject } from 'react';
import type { WalkPageReport } from '../../schema/preview/preview-walk';
import type { Problem } from '../../schema/validate/problem';
import type { PreviewSession } from '../canvas/preview-session';
import type { WalkPort } from './run-flow-walk';

/**
 * How long a step may take the preview: settling, filling, the picture and the press each wait a
 * little, on a busy machine a good while. A page the preview cannot show is answered sooner (see the
 * preview's useWalkStepIntake).
 */
export const WALK_STEP_TIMEOUT_MS = 120_000;

type RenderError = { readonly moduleId?: string | undefined; readonly message: string };

/**
 * The flow walk's line to the canvas's preview: the canvas hands it the frame's session and what the
 * frame reports (walk steps, failed modules, the template's problems); the walk gets a port on it.
 */
export interface FlowWalkLink {
  readonly sessionRef: MutableRefObject<PreviewSession | null>;
  readonly onWalkPage: (report: WalkPageReport) => void;
  readonly onRenderError: (error: RenderError) => void;
  readonly onValidationErrors: (problems: readonly Problem[]) => void;
  /** A port for one walk; `showPage` moves the editor to the page (the canvas then shows it). */
  port(showPage: (pageIndex: number, pageOrder: number) => void, pageOrders: readonly number[], timeoutMs?: number): WalkPort;
}

/** A walk's id, told apart from any earlier walk's late reports. */
function walkId(): string {
  return `walk-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

export function createFlowWalkLink(): FlowWalkLink {
  const sessionRef: MutableRefObject<PreviewSession | null> = { current: null };
  let renderErrors: RenderError[] = [];
  let problems: readonly Problem[] = [];
  const waiting = new Map<string, (report: WalkPageReport) => void>();
  return {
    sessionRef,
    onWalkPage: (report) => waiting.get(`${report.walkId}#${report.step}`)?.(report),
    onRenderError: (error) => {
      renderErrors.push(error);
    },
    onValidationErrors: (reported) => {
      problems = reported;
    },
    port(showPage, pageOrders, timeoutMs = WALK_STEP_TIMEOUT_MS) {
      const id = walkId();
      let steps = 0;
      renderErrors = [];
      return {
        showPage(pageIndex) {
          const order = pageOrders[pageIndex];
          if (order === undefined) return;
          showPage(pageIndex, order);
          sessionRef.current?.setActivePage(order);
        },
        step(request) {
          const step = steps;
          steps += 1;
          const key = `${id}#${step}`;
          return new Promise<WalkPageReport | undefined>((resolve) => {
            const timer = window.setTimeout(() => {
              waiting.delete(key);
              resolve(undefined);
            }, timeoutMs);
            waiting.set(key, (report) => {
              window.clearTimeout(timer);
              waiting.delete(key);
              resolve(report);
            });
            sessionRef.current?.walkPage({ walkId: id, step, ...request });
          });
        },
        takeRenderErrors() {
          const taken = renderErrors;
          renderErrors = [];
          return taken;
        },
        problems: () => problems,
      };
    },
  };
}
