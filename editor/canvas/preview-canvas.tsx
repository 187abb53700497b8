import { useEffect, useLayoutEffect, useMemo, useRef, type MutableRefObject } from 'react';
import type { ModuleRect, PreviewPlan } from '../../schema/preview/preview-message';
import type { PreviewPersona } from '../../schema/preview/preview-persona';
import type { WalkPageReport } from '../../schema/preview/preview-walk';
import type { TemplateConfig } from '../../schema/template/template-config';
import type { Problem } from '../../schema/validate/problem';
import { originOf } from '../../shared/preview/origin';
import { CANVAS_MESSAGES } from '../i18n/messages/canvas';
import { useMessages } from '../i18n/use-messages';
import { previewDevice, type PreviewDeviceId } from './preview-devices';
import type { InsureResultStatus, PreviewSession } from './preview-session';
import { previewUrl } from './preview-url';
import type { TemplateFeed } from './template-feed';
import { usePreviewSession } from './use-preview-session';

export interface PreviewCanvasProps {
  readonly template: TemplateConfig;
  /**
   * When given, the frame gets the template from here, as soon as it changes, rather than after the
   * render that brings `template` (which then only says which page is shown).
   */
  readonly templateFeed?: TemplateFeed;
  /** The tenant and promotion whose data the previewed blocks load. */
  readonly tenant: string;
  readonly promotionId?: string;
  /** The page shown; an id no page has shows the first page. */
  readonly activePageId: string;
  readonly selectedModuleId: string | null;
  readonly hoveredModuleId?: string | null;
  readonly resultStatus: InsureResultStatus;
  /** The buyer the preview acts as (their insured, plan, sum insured, channel and browser). */
  readonly persona?: PreviewPersona;
  readonly device: PreviewDeviceId;
  readonly zoom: number;
  readonly onModuleClick?: (moduleId: string) => void;
  /** The previewed page moved to another page by itself (one of its buttons). */
  readonly onActivePageChange?: (pageId: string) => void;
  readonly onRenderError?: (error: { readonly moduleId?: string; readonly message: string }) => void;
  readonly onValidationErrors?: (problems: readonly Problem[]) => void;
  readonly onModuleRects?: (rects: readonly ModuleRect[], documentHeight: number) => void;
  /** The plans of the goods the preview loaded, for choosing the persona's plan. */
  readonly onProductPlans?: (goodsId: string, plans: readonly PreviewPlan[]) => void;
  /** What a step of the flow walk saw and did. */
  readonly onWalkPage?: (report: WalkPageReport) => void;
  /** Receives the frame's session while it is mounted, for commands beyond what the props say (the flow walk). */
  readonly sessionRef?: MutableRefObject<PreviewSession | null>;
  readonly onLoaded?: () => void;
}

/** Where the runtime is: beside the editor, unless the build names another origin. */
function runtimeOrigin(): string {
  const configured = import.meta.env.VITE_RUNTIME_ORIGIN as string | undefined;
  return (configured && originOf(configured)) || window.location.origin;
}

/**
 * The live canvas: the real runtime in a phone-sized frame, zoomed, fed through the preview protocol.
 * Edits reach it as page messages without reloading; the address changes only with tenant or promotion.
 */
export function PreviewCanvas(props: PreviewCanvasProps) {
  const messages = useMessages(CANVAS_MESSAGES);
  const frame = useRef<HTMLIFrameElement>(null);
  const origin = useMemo(runtimeOrigin, []);
  const src = previewUrl({ runtimeOrigin: origin, tenant: props.tenant, ...(props.promotionId ? { promotionId: props.promotionId } : {}) });
  const { template, templateFeed, activePageId } = props;
  const pageOrder = (template.pageList.find((page) => page.id === activePageId) ?? template.pageList[0])?.pageOrder;

  const session = usePreviewSession(frame, origin, {
    onLoaded: props.onLoaded,
    onModuleClicked: props.onModuleClick,
    onRenderError: props.onRenderError,
    onValidationErrors: props.onValidationErrors,
    onModuleRects: props.onModuleRects,
    onProductPlans: props.onProductPlans,
    onWalkPage: props.onWalkPage,
    onActivePage: (order) => {
      const page = template.pageList.find((candidate) => candidate.pageOrder === order);
      if (page) props.onActivePageChange?.(page.id);
    },
  });

  const { sessionRef } = props;
  // After the session's own layout effect, which creates it.
  useLayoutEffect(() => {
    if (!sessionRef) return undefined;
    sessionRef.current = session.current;
    return () => {
      sessionRef.current = null;
    };
  }, [session, sessionRef]);
  useLayoutEffect(() => {
    if (!templateFeed) return undefined;
    const push = () => session.current?.setTemplate(templateFeed.current());
    push();
    return templateFeed.subscribe(push);
  }, [session, templateFeed]);
  useEffect(() => {
    if (!templateFeed) session.current?.setTemplate(template);
  }, [session, template, templateFeed]);
  useEffect(() => {
    if (pageOrder !== undefined) session.current?.setActivePage(pageOrder);
  }, [session, pageOrder]);
  useEffect(() => session.current?.selectModule(props.selectedModuleId), [session, props.selectedModuleId]);
  useEffect(() => session.current?.hoverModule(props.hoveredModuleId ?? null), [session, props.hoveredModuleId]);
  useEffect(() => session.current?.setInsureResultStatus(props.resultStatus), [session, props.resultStatus]);
  const { persona } = props;
  useEffect(() => {
    if (persona) session.current?.setPersona(persona);
  }, [session, persona]);

  const device = previewDevice(props.device);
  return (
    <div
      data-preview-device={device.id}
      style={{
        width: device.width * props.zoom + 24 * props.zoom,
        height: device.height * props.zoom + 24 * props.zoom,
        padding: 12 * props.zoom,
        boxSizing: 'border-box',
        borderRadius: 36 * props.zoom,
        background: '#1f1f1f',
        boxShadow: '0 8px 24px rgba(0, 0, 0, 0.18)',
        flex: 'none',
      }}
    >
      <div style={{ width: device.width * props.zoom, height: device.height * props.zoom, overflow: 'hidden', borderRadius: 24 * props.zoom, background: '#fff' }}>
        <iframe
          ref={frame}
          src={src}
          title={messages.frameTitle}
          data-preview-frame=""
          style={{ width: device.width, height: device.height, border: 0, transform: `scale(${props.zoom})`, transformOrigin: '0 0', display: 'block' }}
        />
      </div>
    </div>
  );
}
