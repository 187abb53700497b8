import { atom } from 'jotai';
import type { EditorSession } from '../../schema/api/editor/editor-session';

/** Who is signed in, as the server last said; null before sign-in and after sign-out. */
export const sessionAtom = atom<EditorSession | null>(null);

/** Set when a call found the session gone while the editor was open: it asks for the password again. */
export const sessionExpiredAtom = atom(false);
