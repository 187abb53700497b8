import { assetEditorHandlers } from '../domain/assets/editor-handlers';
import { identityHandlers } from '../domain/identity/identity-handlers';
import { recordingEditorHandlers } from '../domain/recordings/editor-handlers';
import { templateEditorHandlers } from '../domain/templates/editor-handlers';
import type { EditorHandlers } from './editor-handler';

/** Every route of the editor API, served by its domain. */
export const editorHandlers: EditorHandlers = { ...identityHandlers, ...templateEditorHandlers, ...assetEditorHandlers, ...recordingEditorHandlers };
