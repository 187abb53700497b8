import { PREVIEW_CHANNEL, PREVIEW_PROTOCOL_VERSION } from '../../schema/preview/preview-constants';
import type { EditorToRuntimeMessage, RuntimeToEditorMessage } from '../../schema/preview/preview-message';

type PayloadOf<M extends { type: string; payload: unknown }, T extends M['type']> = Extract<M, { type: T }>['payload'];

/** Builds a well-formed editor -> runtime message. */
export function editorMessage<T extends EditorToRuntimeMessage['type']>(
  type: T,
  payload: PayloadOf<EditorToRuntimeMessage, T>,
): EditorToRuntimeMessage {
  return { channel: PREVIEW_CHANNEL, version: PREVIEW_PROTOCOL_VERSION, type, payload } as EditorToRuntimeMessage;
}

/** Builds a well-formed runtime -> editor message. */
export function runtimeMessage<T extends RuntimeToEditorMessage['type']>(
  type: T,
  payload: PayloadOf<RuntimeToEditorMessage, T>,
): RuntimeToEditorMessage {
  return { channel: PREVIEW_CHANNEL, version: PREVIEW_PROTOCOL_VERSION, type, payload } as RuntimeToEditorMessage;
}
