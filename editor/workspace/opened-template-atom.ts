import { atom } from 'jotai';
import type { EditorTemplate } from '../../schema/api/editor/editor-template';

/** What the server said about the opened template (its draft lives in the document instead). */
export interface OpenedTemplate {
  readonly templateId: string;
  readonly tenant: string;
  readonly summary: Omit<EditorTemplate, 'draft'>;
}

/**
 * The opened template's identity and status: set when the workspace loads it, updated after a save
 * or a publish (new revision, status), undefined while nothing is open.
 */
export const openedTemplateAtom = atom<OpenedTemplate | undefined>(undefined);
