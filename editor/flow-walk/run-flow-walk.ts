import type { WalkPageReport, WalkPageRequest, WalkStandIn } from '../../schema/preview/preview-walk';
import type { TemplateConfig } from '../../schema/template/template-config';
import type { Problem } from '../../schema/validate/problem';
import { walkModules } from '../../schema/template/walk-modules';
import type { PageWalkPlan } from '../../shared/flow-walk/plan-flow-walk';
import type { WalkFinding } from '../../shared/flow-walk/walk-finding';
import { locateProblem } from '../problems/locate-problem';

/** A step as the walk asks for it; the port adds the walk's id and the step number. */
export type WalkStepRequest = Omit<WalkPageRequest, 'action' | 'walkId' | 'step'>;

/** The walk's hold on the preview. */
export interface WalkPort {
  /** Shows the page in the preview (and in the editor). */
  showPage(pageIndex: number): void;
  /** One step on the page the preview shows; undefined when the preview never answered. */
  step(request: WalkStepRequest): Promise<WalkPageReport | undefined>;
  /** The modules that failed to render since the last call, as the preview reported them. */
  takeRenderErrors(): readonly { readonly moduleId?: string | undefined; readonly message: string }[];
  /** The template's problems as the preview last reported them (its error cards and banner). */
  problems(): readonly Problem[];
}

/** passed: reached by the walk, nothing wrong; failed: something wrong; unreached: the walk never got there. */
export type PageWalkStatus = 'passed' | 'failed' | 'unreached';

/** What the walk found on one page. */
export interface PageWalkResult {
  readonly pageIndex: number;
  readonly pageId: string;
  readonly status: PageWalkStatus;
  /** The walk got here through the flow (else it opened the page directly, or could not). */
  readonly reached: boolean;
  readonly findings: readonly WalkFinding[];
  readonly standIns: readonly WalkStandIn[];
  /** The page as the persona saw it, filled. */
  readonly screenshot: string | null;
  /** The page submits the order, which the preview does not: the walk went on to the result page itself. */
  readonly submitStoodIn: boolean;
}

interface Collected {
  reached: boolean;
  findings: WalkFinding[];
  standIns: readonly WalkStandIn[];
  screenshot: string | null;
  submitStoodIn: boolean;
}

function modulePointer(template: TemplateConfig, moduleId: string | undefined): { pageIndex: number; pointer: string } | undefined {
  if (moduleId === undefined) return undefined;
  for (const visit of walkModules(template)) if (visit.module.id === moduleId) return { pageIndex: visit.pageIndex, pointer: visit.path };
  return undefined;
}

/** The preview's template problems, each on the page it names. */
function problemFindings(template: TemplateConfig, problems: readonly Problem[]): WalkFinding[] {
  return problems.flatMap((problem): WalkFinding[] => {
    const pageIndex = locateProblem(template, problem.path).pageIndex;
    return pageIndex === undefined ? [] : [{ kind: 'pageError', pageIndex, pointer: problem.path, text: { key: 'templateProblem', params: { message: problem.message } } }];
  });
}

/** Pages in the order the buyer goes through them. */
function flowOrder(template: TemplateConfig): number[] {
  return template.pageList.map((_page, index) => index).sort((one, other) => template.pageList[one]!.pageOrder - template.pageList[other]!.pageOrder);
}

/**
 * Walks the template in the preview as the persona: from the first page, fills each page, lets its
 * check judge, presses its way forward and follows where that leads (a submission, which the preview
 * does not make, the walk follows to the result page itself), until the flow ends or stops. Pages the
 * walk never reached are then opened directly, filled and pictured. Each page's result gathers the
 * plan's findings, the check's refusals, modules that failed and the template's problems there.
 */
export async function runFlowWalk(template: TemplateConfig, plan: readonly PageWalkPlan[], port: WalkPort, onPage?: (pageIndex: number) => void): Promise<PageWalkResult[]> {
  const collected = new Map<number, Collected>();
  const entry = (pageIndex: number): Collected => {
    let found = collected.get(pageIndex);
    if (!found) {
      found = { reached: false, findings: [...(plan[pageIndex]?.findings ?? [])], standIns: [], screenshot: null, submitStoodIn: false };
      collected.set(pageIndex, found);
    }
    return found;
  };
  const record = (pageIndex: number, report: WalkPageReport | undefined): boolean => {
    const page = entry(pageIndex);
    for (const error of port.takeRenderErrors()) {
      const at = modulePointer(template, error.moduleId);
      entry(at?.pageIndex ?? pageIndex).findings.push({ kind: 'pageError', pageIndex: at?.pageIndex ?? pageIndex, pointer: at?.pointer ?? `/pageList/${pageIndex}`, text: { key: 'moduleFailed', params: { message: error.message } } });
    }
    if (!report?.reached) {
      page.findings.push({ kind: 'pageError', pageIndex, pointer: `/pageList/${pageIndex}`, text: { key: 'pageNotShown', params: {} } });
      return false;
    }
    page.standIns = report.standIns;
    page.screenshot = report.screenshot;
    for (const refusal of report.refusals) {
      const at = modulePointer(template, refusal.moduleId);
      page.findings.push({ kind: 'pageRefused', pageIndex, pointer: at?.pointer ?? `/pageList/${pageIndex}`, text: { key: 'checkRefused', params: { label: refusal.label, message: refusal.message } } });
    }
    return true;
  };

  const order = flowOrder(template);
  let current = order[0];
  let restart = true;
  const visited = new Set<number>();
  while (current !== undefined && !visited.has(current)) {
    visited.add(current);
    onPage?.(current);
    const step = plan[current];
    const page = template.pageList[current]!;
    if (restart) port.showPage(current);
    const forward = step?.forward;
    const report = await port.step({ pageOrder: page.pageOrder, restart, forward: forward ? { moduleId: forward.moduleId, buttonIndex: forward.buttonIndex } : null });
    restart = false;
    if (!record(current, report) || !report) break;
    entry(current).reached = true;
    if (!forward || !report.checkPassed) break;
    let next: number | undefined;
    if (report.pageOrderAfter !== page.pageOrder) {
      next = template.pageList.findIndex((candidate) => candidate.pageOrder === report.pageOrderAfter);
    } else if (forward.kind === 'submit' && forward.targetIndex !== undefined) {
      // The preview submits no order: the walk goes on to where a paid order comes back.
      entry(current).submitStoodIn = true;
      next = forward.targetIndex;
      port.showPage(next);
    } else {
      entry(current).findings.push({ kind: 'noWayForward', pageIndex: current, pointer: forward.pointer, text: { key: 'pressedNoMove', params: { label: forward.label } } });
    }
    current = next !== undefined && next >= 0 ? next : undefined;
  }

  for (const pageIndex of order) {
    if (collected.get(pageIndex)?.reached) continue;
    onPage?.(pageIndex);
    port.showPage(pageIndex);
    record(pageIndex, await port.step({ pageOrder: template.pageList[pageIndex]!.pageOrder, restart: false, forward: null }));
  }

  for (const finding of problemFindings(template, port.problems())) entry(finding.pageIndex).findings.push(finding);
  return order.map((pageIndex) => {
    const page = entry(pageIndex);
    const status: PageWalkStatus = page.findings.length > 0 ? 'failed' : page.reached ? 'passed' : 'unreached';
    return { pageIndex, pageId: template.pageList[pageIndex]!.id, status, reached: page.reached, findings: page.findings, standIns: page.standIns, screenshot: page.screenshot, submitStoodIn: page.submitStoodIn };
  });
}
