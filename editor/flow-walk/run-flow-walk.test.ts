import { describe, expect, it } from 'vitest';
import type { WalkPageReport, WalkStandIn } from '../../schema/preview/preview-walk';
import type { Problem } from '../../schema/validate/problem';
import { planFlowWalk } from '../../shared/flow-walk/plan-flow-walk';
import { publishableTemplate } from '../../shared/publish-gate/testing/publishable-template';
import { runFlowWalk, type WalkPort, type WalkStepRequest } from './run-flow-walk';

const PICTURE = 'data:image/jpeg;base64,AAAA';

type Answer = (request: WalkStepRequest) => Partial<WalkPageReport> | undefined;

/** A preview that answers each step as `answer` says (by default: the page shown, its check passed, the press taking it to the next page). */
function fakePreview(answer: Answer = () => ({})) {
  const shown: number[] = [];
  const steps: WalkStepRequest[] = [];
  let renderErrors: { moduleId?: string; message: string }[] = [];
  let problems: Problem[] = [];
  const port: WalkPort = {
    showPage: (pageIndex) => shown.push(pageIndex),
    async step(request) {
      steps.push(request);
      const partial = answer(request);
      if (partial === undefined) return undefined;
      const pressed = request.forward !== null;
      return {
        walkId: 'walk-test',
        step: steps.length - 1,
        reached: true,
        standIns: [],
        checkPassed: true,
        refusals: [],
        pressed,
        pageOrderAfter: pressed && request.pageOrder < 3 ? request.pageOrder + 1 : request.pageOrder,
        screenshot: PICTURE,
        ...partial,
      };
    },
    takeRenderErrors() {
      const taken = renderErrors;
      renderErrors = [];
      return taken;
    },
    problems: () => problems,
  };
  return {
    port,
    shown,
    steps,
    failModule: (moduleId: string, message: string) => renderErrors.push({ moduleId, message }),
    setProblems: (list: Problem[]) => {
      problems = list;
    },
  };
}

describe('runFlowWalk', () => {
  it('walks a complete template page by page as the flow goes, stands in for the submission, and passes every page with its picture', async () => {
    const template = publishableTemplate();
    const preview = fakePreview((request) => (request.pageOrder === 2 ? { standIns: ['smsCode'] satisfies WalkStandIn[] } : {}));
    const pages = await runFlowWalk(template, planFlowWalk(template), preview.port);
    expect(preview.steps).toEqual([
      { pageOrder: 1, restart: true, forward: { moduleId: 'trial-bar', buttonIndex: 0 } },
      { pageOrder: 2, restart: false, forward: { moduleId: 'info-bar', buttonIndex: 0 } },
      { pageOrder: 3, restart: false, forward: { moduleId: 'confirm-bar', buttonIndex: 0 } },
      { pageOrder: 4, restart: false, forward: null },
    ]);
    // Shown at the start, and the result page after the submission the preview does not make.
    expect(preview.shown).toEqual([0, 3]);
    expect(pages.map((page) => [page.pageId, page.status, page.reached])).toEqual([
      ['p-trial', 'passed', true],
      ['p-info', 'passed', true],
      ['p-confirm', 'passed', true],
      ['p-result', 'passed', true],
    ]);
    expect(pages[1]?.standIns).toEqual(['smsCode']);
    expect(pages[2]?.submitStoodIn).toBe(true);
    expect(pages.every((page) => page.screenshot === PICTURE)).toBe(true);
  });

  it('stops where the page’s check refuses, names the row, and opens the pages after it directly, each marked unreached', async () => {
    const template = publishableTemplate();
    const preview = fakePreview((request) =>
      request.pageOrder === 2 && request.forward !== null ? { checkPassed: false, pressed: false, pageOrderAfter: 2, refusals: [{ moduleId: 'holder-certiNo', label: '证件号码', message: '证件号码格式不正确' }] } : {},
    );
    const pages = await runFlowWalk(template, planFlowWalk(template), preview.port);
    expect(pages.map((page) => page.status)).toEqual(['passed', 'failed', 'unreached', 'unreached']);
    expect(pages[1]?.findings).toEqual([
      { kind: 'pageRefused', pageIndex: 1, pointer: '/pageList/1/moduleList/0/children/2', text: { key: 'checkRefused', params: { label: '证件号码', message: '证件号码格式不正确' } } },
    ]);
    expect(preview.steps.slice(2)).toEqual([
      { pageOrder: 3, restart: false, forward: null },
      { pageOrder: 4, restart: false, forward: null },
    ]);
    expect(preview.shown).toEqual([0, 2, 3]);
  });

  it('reports a press that leaves the buyer on the page, and a page the preview never shows', async () => {
    const template = publishableTemplate();
    const preview = fakePreview((request) => {
      if (request.pageOrder === 1) return { pageOrderAfter: 1 };
      return request.pageOrder === 3 ? undefined : {};
    });
    const pages = await runFlowWalk(template, planFlowWalk(template), preview.port);
    expect(pages[0]?.findings).toEqual([{ kind: 'noWayForward', pageIndex: 0, pointer: '/pageList/0/moduleList/3', text: { key: 'pressedNoMove', params: { label: '立即投保' } } }]);
    expect(pages[2]?.findings).toEqual([{ kind: 'pageError', pageIndex: 2, pointer: '/pageList/2', text: { key: 'pageNotShown', params: {} } }]);
    expect(pages.map((page) => page.status)).toEqual(['failed', 'unreached', 'failed', 'unreached']);
  });

  it('puts a module that failed to render, and the template’s problems, on their pages', async () => {
    const template = publishableTemplate();
    const preview = fakePreview((request) => {
      if (request.pageOrder === 2) preview.failModule('clauses', 'Cannot read properties of undefined');
      return {};
    });
    preview.setProblems([{ path: '/pageList/2/moduleList/0/attrs/title', message: '应为字符串' }]);
    const pages = await runFlowWalk(template, planFlowWalk(template), preview.port);
    expect(pages[1]?.findings).toEqual([{ kind: 'pageError', pageIndex: 1, pointer: '/pageList/1/moduleList/3', text: { key: 'moduleFailed', params: { message: 'Cannot read properties of undefined' } } }]);
    expect(pages[2]?.findings).toEqual([{ kind: 'pageError', pageIndex: 2, pointer: '/pageList/2/moduleList/0/attrs/title', text: { key: 'templateProblem', params: { message: '应为字符串' } } }]);
    expect(pages.map((page) => page.status)).toEqual(['passed', 'failed', 'failed', 'passed']);
  });

  it('carries the plan’s dead ends into the report and does not press where the plan has no way on', async () => {
    const template = publishableTemplate();
    template.pageList[1]!.moduleList = template.pageList[1]!.moduleList.filter((module) => module.id !== 'info-bar');
    const preview = fakePreview();
    const pages = await runFlowWalk(template, planFlowWalk(template), preview.port);
    expect(preview.steps[1]).toEqual({ pageOrder: 2, restart: false, forward: null });
    expect(pages[1]?.findings.map((finding) => finding.text.key)).toEqual(['noWayForward']);
    expect(pages.map((page) => page.status)).toEqual(['passed', 'failed', 'unreached', 'unreached']);
  });
});
