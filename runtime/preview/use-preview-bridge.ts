import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigate } from 'react-router-dom';
import type { EditorToRuntimeMessage, PreviewPlan, RuntimeToEditorMessage } from '../../schema/preview/preview-message';
import type { WalkPageReport } from '../../schema/preview/preview-walk';
import type { TemplateConfig } from '../../schema/template/template-config';
import { createPreviewChannel, type PreviewChannel } from '../../shared/preview/preview-channel';
import { parseEditorMessage } from '../../shared/preview/preview-guards';
import { runtimeMessage } from '../../shared/preview/preview-message-builders';
import { previewInsureResultStatusAtom, previewPersonaAtom } from '../state/preview-atoms';
import { checkTemplate } from '../template/check-template';
import type { TemplateState } from '../template/template-state';
import { measureModuleRects } from './module-rects';
import { previewAllowlist, previewPeerOrigin } from './preview-peer';
import { previewViewOf, type PreviewView } from './preview-view';
import { reuseUnchanged } from './reuse-unchanged';
import { useWalkStepIntake } from './walk/use-walk-step-intake';

export interface PreviewBridge {
  readonly state: TemplateState;
  /** What of the template the frame shows: all of it, what an invalid one allows, or nothing. */
  readonly view: PreviewView;
  readonly selected: string | null;
  readonly hovered: string | null;
  readonly reportError: (moduleId: string, error: Error) => void;
  /** Tells the editor the plans of the goods the preview shows (for its persona's plan choice). */
  readonly reportProductPlans: (goodsId: string, plans: readonly PreviewPlan[]) => void;
  /** Tells the editor what a step of its flow walk saw and did. */
  readonly reportWalkPage: (report: WalkPageReport) => void;
}

/**
 * The runtime's end of the preview protocol: takes templates, pages, page switches and behaviours from
 * the editor (origin-checked and validated), answers with previewLoaded, activePage, module clicks,
 * module rectangles, render errors and validation errors. Posts only to the editor's exact origin.
 */
export function usePreviewBridge(): PreviewBridge {
  const [state, setState] = useState<TemplateState>({ status: 'loading' });
  const [selected, setSelected] = useState<string | null>(null);
  const [hovered, setHovered] = useState<string | null>(null);
  const setInsureStatus = useSetAtom(previewInsureResultStatusAtom);
  const setPersona = useSetAtom(previewPersonaAtom);
  const channel = useRef<PreviewChannel<RuntimeToEditorMessage> | undefined>(undefined);
  const template = useRef<TemplateConfig | Record<string, unknown> | undefined>(undefined);
  const shown = useRef(0);
  const navigate = useNavigate();
  const location = useLocation();
  const locationRef = useRef(location);
  locationRef.current = location;

  const post = useCallback((message: RuntimeToEditorMessage) => channel.current?.post(message), []);
  const reportWalkPage = useCallback((report: WalkPageReport) => post(runtimeMessage('walkPage', report)), [post]);
  const takeWalkStep = useWalkStepIntake(reportWalkPage);

  const show = useCallback(
    async (input: Record<string, unknown>) => {
      // Unchanged modules keep their objects, so only the views of edited ones render again.
      const shared = reuseUnchanged(template.current, input);
      template.current = shared;
      const order = (shown.current += 1);
      // Once the validators are loaded this resumes in a microtask of the message's own task.
      const next = await checkTemplate(shared);
      // A check that finished after a later one's would show an older template.
      if (order !== shown.current) return;
      // Rendered at once, before the frame paints, rather than in a task of its own after it.
      flushSync(() => setState(next));
      post(runtimeMessage('validationErrors', { problems: next.status === 'invalid' ? [...next.problems] : [] }));
    },
    [post],
  );

  const goToPage = useCallback(
    (pageOrder: number) => {
      const search = new URLSearchParams(locationRef.current.search);
      search.set('page', String(pageOrder));
      navigate({ pathname: locationRef.current.pathname, search: `?${search.toString()}` }, { replace: true });
    },
    [navigate],
  );

  useEffect(() => {
    const handle = (message: EditorToRuntimeMessage): void => {
      switch (message.type) {
        case 'allPageConfig':
          void show(message.payload.template);
          return;
        case 'pageConfig': {
          const current = template.current as { pageList?: unknown[] } | undefined;
          if (!current || !Array.isArray(current.pageList)) return;
          const pageList = [...current.pageList];
          pageList[message.payload.pageIndex] = message.payload.page;
          void show({ ...current, pageList });
          return;
        }
        case 'activePage':
          goToPage(message.payload.pageOrder);
          return;
        case 'behavior': {
          const behavior = message.payload;
          if (behavior.action === 'selectModule') setSelected(behavior.moduleId);
          else if (behavior.action === 'hoverModule') setHovered(behavior.moduleId);
          else if (behavior.action === 'scrollToModule') {
            document.querySelector(`[data-module-id="${CSS.escape(behavior.moduleId)}"]`)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
          } else if (behavior.action === 'applyPersona') setPersona(behavior.persona);
          else if (behavior.action === 'walkPage') takeWalkStep(behavior);
          else setInsureStatus(behavior.status);
          return;
        }
      }
    };
    const allowlist = previewAllowlist(window.location.origin, import.meta.env.VITE_PREVIEW_ORIGINS as string | undefined);
    const peerOrigin = previewPeerOrigin(document.referrer, window.location.origin, allowlist);
    channel.current = createPreviewChannel<EditorToRuntimeMessage, RuntimeToEditorMessage>({
      self: window as never,
      peer: window.parent,
      peerOrigin,
      allowedOrigins: allowlist,
      parse: parseEditorMessage,
      onMessage: handle,
    });
    channel.current.post(runtimeMessage('previewLoaded', {}));
    const onClick = (event: MouseEvent) => {
      const target = (event.target as Element | null)?.closest<HTMLElement>('[data-module-id]');
      const moduleId = target?.dataset.moduleId;
      if (moduleId) post(runtimeMessage('moduleClicked', { moduleId }));
    };
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      channel.current?.close();
      channel.current = undefined;
    };
  }, [show, goToPage, post, setInsureStatus, setPersona, takeWalkStep]);

  const view = useMemo(() => previewViewOf(state), [state]);
  const pageOrder = Number(new URLSearchParams(location.search).get('page') ?? 1);
  const ready = view.status === 'shown';
  // Once shown and on each page switch; an edit of the page does not move it.
  useEffect(() => {
    if (ready) post(runtimeMessage('activePage', { pageOrder: Number.isInteger(pageOrder) && pageOrder > 0 ? pageOrder : 1 }));
  }, [ready, pageOrder, post]);

  // Observing anew after each change reports the rects in the frame's own resize-observation step,
  // once layout is done (the first observation always reports), instead of forcing a layout here.
  useEffect(() => {
    if (view.status !== 'shown') return;
    const report = () => post(runtimeMessage('moduleRects', { rects: measureModuleRects(), documentHeight: document.documentElement.scrollHeight }));
    const observer = new ResizeObserver(report);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [view, pageOrder, post]);

  const reportError = useCallback((moduleId: string, error: Error) => post(runtimeMessage('renderError', { moduleId, message: error.message })), [post]);
  const reportProductPlans = useCallback((goodsId: string, plans: readonly PreviewPlan[]) => post(runtimeMessage('productPlans', { goodsId, plans: [...plans] })), [post]);
  return { state, view, selected, hovered, reportError, reportProductPlans, reportWalkPage };
}
