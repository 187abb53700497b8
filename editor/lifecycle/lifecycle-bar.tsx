import { Button, Space, Tag, Tooltip } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useEditorApi } from '../app/use-editor-api';
import { dirtyAtom } from '../document/document-atoms';
import { LIFECYCLE_MESSAGES } from '../i18n/messages/lifecycle';
import { sessionAtom } from '../session/session-atom';
import { useCan } from '../session/use-can';
import { useMessages } from '../i18n/use-messages';
import { openedTemplateAtom, type OpenedTemplate } from '../workspace/opened-template-atom';
import { ConflictModal } from './conflict-modal';
import { PreviewLinkDialog } from './preview-link-dialog';
import { ProblemsModal } from './problems-modal';
import { PublishDialog } from './publish-dialog';
import { useLeaveGuard } from './use-leave-guard';
import { useLifecycleActions } from './use-lifecycle-actions';
import { useSaveShortcut } from './use-save-shortcut';
import { VerdictDialog } from './verdict-dialog';
import { VersionHistoryDrawer } from './version-history-drawer';

type Panel = 'publish' | 'history' | 'preview' | 'verdict' | undefined;

function OpenedLifecycleBar({ opened }: { opened: OpenedTemplate }) {
  const messages = useMessages(LIFECYCLE_MESSAGES);
  const dirty = useAtomValue(dirtyAtom);
  const api = useEditorApi(opened.tenant);
  const actions = useLifecycleActions(api);
  const [panel, setPanel] = useState<Panel>(undefined);
  const session = useAtomValue(sessionAtom);
  const canSave = useCan('saveDraft');
  const canPublish = useCan('publishTemplate');
  const canPreview = useCan('createPreviewLink');
  const canVerdict = useCan('recordVerdict');
  useSaveShortcut(() => {
    if (dirty && canSave) void actions.save();
  });
  // Only work that could be saved is worth a warning before leaving.
  useLeaveGuard(dirty && canSave, messages.leaveConfirm);
  const { summary } = opened;
  const nothingToPublish = !dirty && summary.status === 'published';
  // Four-eyes, as the server will decide it: the draft's last editor (or whoever saves it first) may not publish it.
  const fourEyesHint =
    session?.fourEyes !== true ? undefined : dirty && canSave ? messages.fourEyesDirtyHint : summary.draftEditor === session.username ? messages.fourEyesHint : undefined;
  const publishHint = nothingToPublish ? messages.nothingToPublish : fourEyesHint;
  const openPreview = async () => {
    if (!dirty || (await actions.saveForPreview())) setPanel('preview');
  };
  return (
    <Space wrap data-testid="lifecycle-bar">
      {canSave ? (
        <>
          <Tag color={dirty ? 'orange' : 'default'} data-testid="dirty-marker" data-dirty={dirty}>
            {dirty ? messages.dirty : messages.clean}
          </Tag>
          <Button onClick={() => void actions.save()} loading={actions.state.busy && panel === undefined} disabled={!dirty}>
            {messages.save}
          </Button>
        </>
      ) : (
        <Tooltip title={messages.readOnlyHint}>
          <Tag data-testid="read-only-marker">{messages.readOnly}</Tag>
        </Tooltip>
      )}
      {canPublish ? (
        <Tooltip title={publishHint}>
          <Button type="primary" onClick={() => setPanel('publish')} disabled={publishHint !== undefined}>
            {messages.publish}
          </Button>
        </Tooltip>
      ) : null}
      <Button onClick={() => setPanel('history')}>{messages.history}</Button>
      {canPreview ? <Button onClick={() => void (canSave ? openPreview() : setPanel('preview'))}>{messages.previewLink}</Button> : null}
      {canVerdict ? <Button onClick={() => setPanel('verdict')}>{messages.verdict}</Button> : null}
      {panel === 'publish' ? (
        <PublishDialog
          api={api}
          busy={actions.state.busy}
          onCancel={() => setPanel(undefined)}
          onPublish={(note, acknowledged) => void actions.publish(note, acknowledged).then((done) => done && setPanel(undefined))}
        />
      ) : null}
      {panel === 'history' ? (
        <VersionHistoryDrawer
          api={api}
          templateId={opened.templateId}
          latestVersion={summary.latestVersion}
          dirty={dirty}
          onRollback={actions.rollback}
          onClose={() => setPanel(undefined)}
        />
      ) : null}
      {panel === 'preview' ? <PreviewLinkDialog api={api} templateId={opened.templateId} onClose={() => setPanel(undefined)} /> : null}
      {panel === 'verdict' ? (
        <VerdictDialog api={api} templateId={opened.templateId} revision={summary.revision} dirty={dirty} onClose={() => setPanel(undefined)} />
      ) : null}
      {actions.state.conflict ? (
        <ConflictModal busy={actions.state.busy} onReload={() => void actions.reload()} onOverwrite={() => void actions.overwrite()} onCancel={actions.dismiss} />
      ) : null}
      {actions.state.problems ? <ProblemsModal problems={actions.state.problems} onClose={actions.dismiss} /> : null}
    </Space>
  );
}

/**
 * The opened template's lifecycle in the workspace toolbar (beside the status tag the toolbar shows):
 * the unsaved-changes marker, save
 * (also Ctrl/Cmd+S), publish, version history with diff and rollback, and the QA preview link. It
 * reads the opened template and the document from their atoms and renders nothing while none is open.
 */
export function LifecycleBar() {
  const opened = useAtomValue(openedTemplateAtom);
  return opened ? <OpenedLifecycleBar opened={opened} /> : null;
}
