import { Card, Flex, Skeleton } from 'antd';
import { useAtom, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { PreviewDeviceId } from '../canvas/preview-devices';
import type { InsureResultStatus } from '../canvas/preview-session';
import { LeaveCodeDialog } from '../code/leave-code-dialog';
import { ModuleOutline } from '../outline/module-outline';
import { PagesPanel } from '../pages-panel/pages-panel';
import { BlockPalette } from '../palette/block-palette';
import { ProblemsPanel } from '../problems/problems-panel';
import { InspectorPanel } from './inspector-panel';
import { useAddBlock } from './use-add-block';
import { useWorkspaceShortcuts } from './use-workspace-shortcuts';
import { WorkspaceCanvas } from './workspace-canvas';
import { WorkspaceDnd, type CanvasPlacer } from './workspace-dnd';
import { WorkspaceToolbar } from './workspace-toolbar';
import { resetWorkspaceViewAtom, workspaceViewAtom } from './workspace-view-atom';

// Monaco is large: it loads only when the operator first opens the code view.
const CodeView = lazy(() => import('../code/code-view'));

export interface WorkspaceProps {
  readonly tenant: string;
  readonly promotionId: string | undefined;
}

const COLUMN = { overflowY: 'auto', maxHeight: 'calc(100vh - 190px)' } as const;

/**
 * The opened template's workspace: the toolbar; pages and blocks, then the outline on the left, the live
 * phone canvas in the middle, properties or template settings on the right (or the code view in
 * their place); the problems below.
 */
export function Workspace({ tenant, promotionId }: WorkspaceProps) {
  const [view, setView] = useAtom(workspaceViewAtom);
  const resetView = useSetAtom(resetWorkspaceViewAtom);
  // Each opened template starts in the design view.
  useEffect(() => () => resetView(), [resetView]);
  const [device, setDevice] = useState<PreviewDeviceId>('375x667');
  const [zoom, setZoom] = useState(1);
  const [resultStatus, setResultStatus] = useState<InsureResultStatus>(0);
  const placer = useRef<CanvasPlacer | null>(null);
  const addBlock = useAddBlock();
  useWorkspaceShortcuts(view === 'design');

  return (
    <Flex vertical gap={12}>
      <WorkspaceToolbar
        view={view}
        onViewChange={setView}
        canvas={{ device, zoom, resultStatus, onDeviceChange: setDevice, onZoomChange: setZoom, onResultStatusChange: setResultStatus }}
      />
      {view === 'code' ? (
        <Suspense fallback={<Skeleton active />}>
          <CodeView />
        </Suspense>
      ) : (
        <WorkspaceDnd canvasPlacer={placer}>
          <Flex gap={12} align="flex-start">
            <Flex vertical gap={12} style={{ width: 230, flex: 'none', ...COLUMN }}>
              <Card size="small"><PagesPanel /></Card>
              <Card size="small"><BlockPalette draggable onAdd={addBlock} /></Card>
            </Flex>
            <Card size="small" style={{ width: 270, flex: 'none', ...COLUMN }}>
              <ModuleOutline />
            </Card>
            <Flex justify="center" style={{ flex: 1, minWidth: 0 }}>
              <WorkspaceCanvas tenant={tenant} promotionId={promotionId} device={device} zoom={zoom} resultStatus={resultStatus} placer={placer} />
            </Flex>
            <Card size="small" style={{ width: 290, flex: 'none', ...COLUMN }}>
              <InspectorPanel />
            </Card>
          </Flex>
        </WorkspaceDnd>
      )}
      <ProblemsPanel />
      <LeaveCodeDialog />
    </Flex>
  );
}
