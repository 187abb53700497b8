import type { EditorToRuntimeMessage, ModuleRect, PreviewPlan, RuntimeToEditorMessage } from '../../schema/preview/preview-message';
import type { PreviewPersona } from '../../schema/preview/preview-persona';
import type { WalkPageReport, WalkPageRequest } from '../../schema/preview/preview-walk';
import type { TemplateConfig } from '../../schema/template/template-config';
import type { Problem } from '../../schema/validate/problem';
import { assertNever } from '../../shared/assert-never';
import { editorMessage } from '../../shared/preview/preview-message-builders';

/** The insure result the preview shows: 0 success, 1 failure. */
export type InsureResultStatus = 0 | 1;

/** What the runtime tells the editor, already validated and origin-checked by the channel. */
export interface PreviewSessionEvents {
  readonly onLoaded?: () => void;
  readonly onModuleClicked?: (moduleId: string) => void;
  readonly onModuleRects?: (rects: readonly ModuleRect[], documentHeight: number) => void;
  readonly onRenderError?: (error: { readonly moduleId?: string; readonly message: string }) => void;
  readonly onValidationErrors?: (problems: readonly Problem[]) => void;
  /** The runtime moved to another page by itself (a button of the previewed page). */
  readonly onActivePage?: (pageOrder: number) => void;
  /** The plans of the goods the preview shows. */
  readonly onProductPlans?: (goodsId: string, plans: readonly PreviewPlan[]) => void;
  /** What a step of the flow walk saw and did. */
  readonly onWalkPage?: (report: WalkPageReport) => void;
}

/** The editor's end of a preview: say what the frame should show; the session sends only what changed. */
export interface PreviewSession {
  /** Handles a message from the runtime. */
  receive(message: RuntimeToEditorMessage): void;
  setTemplate(template: TemplateConfig): void;
  setActivePage(pageOrder: number): void;
  selectModule(moduleId: string | null): void;
  hoverModule(moduleId: string | null): void;
  setInsureResultStatus(status: InsureResultStatus): void;
  /** The buyer the preview acts as; sent again only when it differs from the one shown. */
  setPersona(persona: PreviewPersona): void;
  /** Asks for one step of the flow walk; sent at once (only after `previewLoaded`), never merged with another. */
  walkPage(request: Omit<WalkPageRequest, 'action'>): void;
  /** Whether the runtime has said `previewLoaded` (nothing is posted before). */
  readonly loaded: boolean;
}

interface FrameState {
  template?: TemplateConfig;
  pageOrder?: number;
  selected?: string | null;
  hovered?: string | null;
  resultStatus?: InsureResultStatus;
  persona?: PreviewPersona;
}

/** Whether anything besides the pages changed, or pages were removed: a page message cannot say that. */
function needsWholeTemplate(previous: TemplateConfig, next: TemplateConfig): boolean {
  if (next.pageList.length < previous.pageList.length) return true;
  const { pageList: _previousPages, ...previousRest } = previous;
  const { pageList: _nextPages, ...nextRest } = next;
  return JSON.stringify(previousRest) !== JSON.stringify(nextRest);
}

/**
 * The preview protocol's editor side as a pure state machine over an injected `post`. Until the runtime
 * says `previewLoaded` nothing is posted: the latest wishes are kept and sent once it is ready, the
 * template first (`allPageConfig`). Afterwards each edit sends only the pages whose object changed
 * (`pageConfig`, templates are immutable so identity says "changed"); the whole template again only
 * when something outside the pages changed or a page was removed. A later `previewLoaded` (the frame
 * reloaded) starts over.
 */
export function createPreviewSession(post: (message: EditorToRuntimeMessage) => void, events: PreviewSessionEvents = {}): PreviewSession {
  const wanted: FrameState = {};
  let shown: FrameState | undefined;
  /** A page we asked for and the runtime has not confirmed: its older reports are not the operator's. */
  let awaitedPage: number | undefined;

  const sendTemplate = (frame: FrameState, template: TemplateConfig): void => {
    const previous = frame.template;
    if (previous === template) return;
    if (previous === undefined || needsWholeTemplate(previous, template)) {
      post(editorMessage('allPageConfig', { template }));
    } else {
      template.pageList.forEach((page, pageIndex) => {
        if (previous.pageList[pageIndex] !== page) post(editorMessage('pageConfig', { pageIndex, page }));
      });
    }
    frame.template = template;
  };

  const flush = (): void => {
    const frame = shown;
    if (frame === undefined) return;
    if (wanted.template !== undefined) sendTemplate(frame, wanted.template);
    if (wanted.pageOrder !== undefined && wanted.pageOrder !== frame.pageOrder) {
      post(editorMessage('activePage', { pageOrder: wanted.pageOrder }));
      frame.pageOrder = wanted.pageOrder;
      awaitedPage = wanted.pageOrder;
    }
    if (wanted.selected !== undefined && wanted.selected !== frame.selected) {
      post(editorMessage('behavior', { action: 'selectModule', moduleId: wanted.selected }));
      if (wanted.selected !== null) post(editorMessage('behavior', { action: 'scrollToModule', moduleId: wanted.selected }));
      frame.selected = wanted.selected;
    }
    if (wanted.hovered !== undefined && wanted.hovered !== frame.hovered) {
      post(editorMessage('behavior', { action: 'hoverModule', moduleId: wanted.hovered }));
      frame.hovered = wanted.hovered;
    }
    if (wanted.resultStatus !== undefined && wanted.resultStatus !== frame.resultStatus) {
      post(editorMessage('behavior', { action: 'setInsureResultStatus', status: wanted.resultStatus }));
      frame.resultStatus = wanted.resultStatus;
    }
    // Compared by content: the same persona chosen again must not start the preview's buyer afresh.
    if (wanted.persona !== undefined && JSON.stringify(wanted.persona) !== JSON.stringify(frame.persona)) {
      post(editorMessage('behavior', { action: 'applyPersona', persona: wanted.persona }));
      frame.persona = wanted.persona;
    }
  };

  const want = (change: FrameState): void => {
    Object.assign(wanted, change);
    flush();
  };

  const receiveActivePage = (pageOrder: number): void => {
    if (awaitedPage !== undefined) {
      if (pageOrder !== awaitedPage) return;
      awaitedPage = undefined;
    }
    if (shown) shown.pageOrder = pageOrder;
    if (pageOrder === wanted.pageOrder) return;
    wanted.pageOrder = pageOrder;
    events.onActivePage?.(pageOrder);
  };

  return {
    receive(message) {
      switch (message.type) {
        case 'previewLoaded':
          shown = {};
          awaitedPage = undefined;
          flush();
          events.onLoaded?.();
          return;
        case 'activePage':
          receiveActivePage(message.payload.pageOrder);
          return;
        case 'moduleClicked':
          events.onModuleClicked?.(message.payload.moduleId);
          return;
        case 'moduleRects':
          events.onModuleRects?.(message.payload.rects, message.payload.documentHeight);
          return;
        case 'renderError':
          events.onRenderError?.(message.payload);
          return;
        case 'validationErrors':
          events.onValidationErrors?.(message.payload.problems);
          return;
        case 'productPlans':
          events.onProductPlans?.(message.payload.goodsId, message.payload.plans);
          return;
        case 'walkPage':
          events.onWalkPage?.(message.payload);
          return;
        default:
          assertNever(message);
      }
    },
    setTemplate: (template) => want({ template }),
    setActivePage: (pageOrder) => want({ pageOrder }),
    selectModule: (moduleId) => want({ selected: moduleId }),
    hoverModule: (moduleId) => want({ hovered: moduleId }),
    setInsureResultStatus: (status) => want({ resultStatus: status }),
    setPersona: (persona) => want({ persona }),
    walkPage(request) {
      // A step is a command, not a wish: before the runtime is there it has nothing to walk.
      if (shown === undefined) return;
      flush();
      post(editorMessage('behavior', { action: 'walkPage', ...request }));
    },
    get loaded() {
      return shown !== undefined;
    },
  };
}
