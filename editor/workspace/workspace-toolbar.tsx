import { Button, Flex, Segmented, Space, Tooltip } from 'antd';
import { useAtomValue, useSetAtom } from 'jotai';
import { Link } from 'react-router-dom';
import { CanvasToolbar, type CanvasToolbarProps } from '../canvas/canvas-toolbar';
import { canRedoAtom, canUndoAtom } from '../document/document-atoms';
import { redoAtom, undoAtom } from '../document/history-commands';
import { Heading } from '../app/heading';
import { APP_MESSAGES } from '../i18n/messages/app';
import { WORKSPACE_MESSAGES } from '../i18n/messages/workspace';
import { useMessages } from '../i18n/use-messages';
import { LifecycleBar } from '../lifecycle/lifecycle-bar';
import { openedTemplateAtom } from './opened-template-atom';
import type { WorkspaceView } from './workspace-view';

export interface WorkspaceToolbarProps {
  readonly view: WorkspaceView;
  readonly onViewChange: (view: WorkspaceView) => void;
  readonly canvas: CanvasToolbarProps;
}

/** The workspace's top bar: which template, its lifecycle (status, save, publish), undo / redo, canvas controls, design or code. */
export function WorkspaceToolbar({ view, onViewChange, canvas }: WorkspaceToolbarProps) {
  const messages = useMessages(WORKSPACE_MESSAGES);
  const appMessages = useMessages(APP_MESSAGES);
  const opened = useAtomValue(openedTemplateAtom);
  const canUndo = useAtomValue(canUndoAtom);
  const canRedo = useAtomValue(canRedoAtom);
  const undo = useSetAtom(undoAtom);
  const redo = useSetAtom(redoAtom);
  return (
    <Flex vertical gap={8} role="toolbar" aria-label={opened?.summary.name}>
      <Flex gap={12} align="center" wrap>
        <Link to="/">{appMessages.back}</Link>
        <Heading level={1} look={4} data-operator-content="">{opened?.summary.name}</Heading>
        <div style={{ flex: 1 }} />
        <LifecycleBar />
      </Flex>
      <Flex gap={12} align="center" wrap>
        <Space.Compact>
          <Tooltip title={messages.undoShortcut}>
            <Button disabled={!canUndo} onClick={undo}>{messages.undo}</Button>
          </Tooltip>
          <Tooltip title={messages.redoShortcut}>
            <Button disabled={!canRedo} onClick={redo}>{messages.redo}</Button>
          </Tooltip>
        </Space.Compact>
        <Segmented<WorkspaceView>
          // Named, or antd calls it "segmented control" (in English whatever the interface language).
          aria-label={messages.view}
          value={view}
          onChange={onViewChange}
          options={[
            { value: 'design', label: messages.viewDesign },
            { value: 'code', label: messages.viewCode },
          ]}
        />
        {view === 'design' ? <CanvasToolbar {...canvas} /> : null}
      </Flex>
    </Flex>
  );
}
