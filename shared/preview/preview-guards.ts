import { validateEditorMessage, validateRuntimeMessage } from '../../schema/generated/validators/preview-messages.js';
import type { EditorToRuntimeMessage, RuntimeToEditorMessage } from '../../schema/preview/preview-message';

/**
 * Checks a received editor -> runtime message with the precompiled validator; anything else
 * (other tools' messages, wrong versions, malformed payloads) is `undefined` and must be ignored.
 */
export function parseEditorMessage(data: unknown): EditorToRuntimeMessage | undefined {
  return validateEditorMessage(data) ? (data as EditorToRuntimeMessage) : undefined;
}

/** Checks a received runtime -> editor message; see `parseEditorMessage`. */
export function parseRuntimeMessage(data: unknown): RuntimeToEditorMessage | undefined {
  return validateRuntimeMessage(data) ? (data as RuntimeToEditorMessage) : undefined;
}
