import { useDroppable } from '@dnd-kit/core';
import { Typography } from 'antd';
import { useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import type { ModuleRect } from '../../schema/preview/preview-message';
import { PreviewCanvas } from '../canvas/preview-canvas';
import type { PreviewDeviceId } from '../canvas/preview-devices';
import { personaChoiceAtom, previewPlansAtom } from '../canvas/preview-persona-atoms';
import type { InsureResultStatus } from '../canvas/preview-session';
import type { TemplateFeed } from '../canvas/template-feed';
import { templateAtom } from '../document/document-atoms';
import { selectionAtom } from '../document/selection-atom';
import { findModule } from '../document/tree/find-module';
import { useFlowWalkLink } from '../flow-walk/use-flow-walk-link';
import { WORKSPACE_MESSAGES } from '../i18n/messages/workspace';
import { useMessages } from '../i18n/use-messages';
import { canvasDropPlace } from './canvas-drop-place';
import { CANVAS_DROP_ID } from './drag-data';
import { useDragState } from './drag-state';
import { hoveredModuleAtom } from './hovered-module-atom';
import type { CanvasPlacer } from './workspace-dnd';

export interface WorkspaceCanvasProps {
  readonly tenant: string;
  readonly promotionId: string | undefined;
  readonly device: PreviewDeviceId;
  readonly zoom: number;
  readonly resultStatus: InsureResultStatus;
  readonly placer: RefObject<CanvasPlacer | null>;
}

/** The phone frame's bezel around the screen (see `PreviewCanvas`), before zoom. */
const BEZEL = 12;

/** How far the runtime's page is scrolled; unknown (0) when the runtime is on another origin. */
function frameScrollY(container: HTMLElement | null): number {
  try {
    return container?.querySelector('iframe')?.contentWindow?.scrollY ?? 0;
  } catch {
    return 0;
  }
}

/**
 * The live canvas of the workspace: the document's template on the selected page, the selected module
 * highlighted, a click in it selecting the module. While a block is dragged, a layer over the phone
 * takes the drop (the frame itself would swallow the pointer) and places it by the module rects the
 * runtime reported.
 */
export function WorkspaceCanvas({ tenant, promotionId, device, zoom, resultStatus, placer }: WorkspaceCanvasProps) {
  const messages = useMessages(WORKSPACE_MESSAGES);
  const template = useAtomValue(templateAtom);
  const store = useStore();
  const feed = useMemo<TemplateFeed>(() => ({ current: () => store.get(templateAtom), subscribe: (onChange) => store.sub(templateAtom, onChange) }), [store]);
  const [selection, setSelection] = useAtom(selectionAtom);
  const { item, overCanvas } = useDragState();
  const hovered = useAtomValue(hoveredModuleAtom);
  const persona = useAtomValue(personaChoiceAtom).persona;
  const setPlans = useSetAtom(previewPlansAtom);
  const walk = useFlowWalkLink();
  const rects = useRef<readonly ModuleRect[]>([]);
  const container = useRef<HTMLDivElement>(null);
  const drop = useDroppable({ id: CANVAS_DROP_ID, data: { kind: 'canvas' } });

  useEffect(() => {
    placer.current = (clientY) => {
      const top = container.current?.getBoundingClientRect().top ?? 0;
      const y = (clientY - top - BEZEL * zoom) / zoom + frameScrollY(container.current);
      return canvasDropPlace(template, selection.pageId, rects.current, y);
    };
  }, [placer, template, selection.pageId, zoom]);

  return (
    <div ref={container} style={{ position: 'relative' }} data-testid="workspace-canvas">
      <PreviewCanvas
        template={template}
        templateFeed={feed}
        tenant={tenant}
        {...(promotionId ? { promotionId } : {})}
        activePageId={selection.pageId}
        selectedModuleId={selection.moduleId}
        hoveredModuleId={item ? null : hovered}
        resultStatus={resultStatus}
        persona={persona}
        onProductPlans={(goodsId, plans) => setPlans({ goodsId, plans })}
        sessionRef={walk.sessionRef}
        onWalkPage={walk.onWalkPage}
        onRenderError={walk.onRenderError}
        onValidationErrors={walk.onValidationErrors}
        device={device}
        zoom={zoom}
        onModuleClick={(moduleId) => {
          const location = findModule(template, moduleId);
          if (location) setSelection({ pageId: location.pageId, moduleId });
        }}
        onActivePageChange={(pageId) => setSelection({ pageId, moduleId: null })}
        onModuleRects={(reported) => {
          rects.current = reported;
        }}
      />
      <div
        ref={drop.setNodeRef}
        data-testid="canvas-drop"
        style={{
          position: 'absolute',
          inset: 0,
          // Always laid out so its box is measured; it takes the pointer only during a drag.
          display: 'flex',
          pointerEvents: item ? 'auto' : 'none',
          alignItems: 'flex-end',
          justifyContent: 'center',
          paddingBottom: 24,
          borderRadius: 36 * zoom,
          background: overCanvas ? 'rgba(22, 119, 255, 0.08)' : 'transparent',
          outline: overCanvas ? '2px dashed #1677ff' : undefined,
        }}
      >
        {overCanvas ? <Typography.Text strong>{messages.canvasDrop}</Typography.Text> : null}
      </div>
    </div>
  );
}
