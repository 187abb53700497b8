import { App } from 'antd';
import { useStore } from 'jotai';
import { useCallback, useState } from 'react';
import type { AcknowledgedWarning } from '../../schema/api/editor/editor-gate-facts';
import type { Problem } from '../../schema/validate/problem';
import type { EditorApiClient } from '../api/editor-api-client';
import type { EditorApiError } from '../api/editor-api-error';
import { apiErrorText } from '../app/api-error-text';
import { formatMessage } from '../i18n/message-catalogue';
import { APP_MESSAGES } from '../i18n/messages/app';
import { LIFECYCLE_MESSAGES } from '../i18n/messages/lifecycle';
import { useMessages } from '../i18n/use-messages';
import { publishCommand } from './publish-command';
import { reloadCommand, type ReloadOutcome } from './reload-command';
import { rollbackCommand } from './rollback-command';
import { saveCommand, type SaveOutcome } from './save-command';

/** What the lifecycle bar shows besides its buttons: a save conflict to resolve, problems that stopped a publication. */
export interface LifecycleState {
  readonly busy: boolean;
  /** A save was refused with 409; the revision the server reported, for overwriting. */
  readonly conflict: { readonly currentRevision: number | undefined } | undefined;
  readonly problems: readonly Problem[] | undefined;
}

/**
 * The lifecycle commands bound to the store and the opened tenant's API, each telling the operator
 * how it ended (a message, the conflict modal or the problems modal). Only one runs at a time.
 */
export function useLifecycleActions(api: EditorApiClient) {
  const store = useStore();
  const { message } = App.useApp();
  const messages = useMessages(LIFECYCLE_MESSAGES);
  const appMessages = useMessages(APP_MESSAGES);
  const [state, setState] = useState<LifecycleState>({ busy: false, conflict: undefined, problems: undefined });
  const patch = useCallback((next: Partial<LifecycleState>) => setState((current) => ({ ...current, ...next })), []);

  const failed = useCallback(
    (error: EditorApiError) => void message.error(error.kind === 'conflict' ? error.message : apiErrorText(error, appMessages)),
    [message, appMessages, api.tenant],
  );
  const tellSave = useCallback(
    (outcome: SaveOutcome) => {
      if (outcome.kind === 'saved') void message.success(messages.saved);
      if (outcome.kind === 'conflict') patch({ conflict: { currentRevision: outcome.currentRevision } });
      if (outcome.kind === 'failed') failed(outcome.error);
    },
    [message, messages, patch, failed],
  );
  const tellReload = useCallback(
    (outcome: ReloadOutcome, success?: string) => {
      if (outcome.kind === 'reloaded' && success) void message.success(success);
      if (outcome.kind === 'failed') failed(outcome.error);
      if (outcome.kind === 'unreadable') void message.error(outcome.message);
    },
    [message, failed],
  );
  const run = useCallback(
    async <T>(work: () => Promise<T>): Promise<T | undefined> => {
      if (state.busy) return undefined;
      patch({ busy: true });
      try {
        return await work();
      } finally {
        patch({ busy: false });
      }
    },
    [state.busy, patch],
  );

  const save = useCallback(() => run(async () => tellSave(await saveCommand(store, api))), [run, tellSave, store, api]);
  const overwrite = useCallback(
    () =>
      run(async () => {
        patch({ conflict: undefined });
        tellSave(await saveCommand(store, api, state.conflict?.currentRevision));
      }),
    [run, patch, tellSave, store, api, state.conflict],
  );
  const reload = useCallback(
    () =>
      run(async () => {
        patch({ conflict: undefined });
        tellReload(await reloadCommand(store, api), messages.reloaded);
      }),
    [run, patch, tellReload, store, api, messages],
  );
  /** Resolves true when a version was published (the dialog then closes). */
  const publish = useCallback(
    async (note: string, acknowledgedWarnings: readonly AcknowledgedWarning[] = []) =>
      (await run(async () => {
        const outcome = await publishCommand(store, api, note, acknowledgedWarnings);
        if (outcome.kind === 'published') void message.success(formatMessage(messages.published, { version: outcome.version }));
        if (outcome.kind === 'invalid') patch({ problems: outcome.problems });
        if (outcome.kind === 'failed') failed(outcome.error);
        if (outcome.kind === 'notSaved') tellSave(outcome.save);
        return outcome.kind === 'published' || outcome.kind === 'invalid';
      })) ?? false,
    [run, store, api, message, messages, patch, failed, tellSave],
  );
  const rollback = useCallback(
    async (version: number) => {
      await run(async () => {
        const outcome = await rollbackCommand(store, api, version);
        if (outcome.kind === 'rolledBack') tellReload(outcome.reload, formatMessage(messages.rolledBack, { restored: version, version: outcome.version }));
        if (outcome.kind === 'invalid') patch({ problems: outcome.problems });
        if (outcome.kind === 'failed') failed(outcome.error);
      });
    },
    [run, store, api, tellReload, messages, patch, failed],
  );
  /** Saves unsaved changes before a QA link is shown, since the link serves the saved draft; resolves whether it may be shown. */
  const saveForPreview = useCallback(
    async () =>
      (await run(async () => {
        const outcome = await saveCommand(store, api);
        tellSave(outcome);
        return outcome.kind === 'saved';
      })) ?? false,
    [run, store, api, tellSave],
  );
  const dismiss = useCallback(() => patch({ conflict: undefined, problems: undefined }), [patch]);
  return { state, save, overwrite, reload, publish, rollback, saveForPreview, dismiss };
}
