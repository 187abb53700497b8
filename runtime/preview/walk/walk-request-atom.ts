import { atom } from 'jotai';
import type { WalkPageRequest } from '../../../schema/preview/preview-walk';

/** The walk step the editor asked for, and how far the preview is with it. */
export interface WalkRequestState {
  readonly request: WalkPageRequest;
  /** The persona revision the step restarted the buyer from; the page of a later revision takes the step. */
  readonly restartedFrom?: number;
  /** A page has started the step: no other takes it. */
  readonly taken: boolean;
}

/**
 * The pending walk step, set by the preview bridge, taken by the page on screen (WalkResponder). Kept
 * outside the page: restarting the buyer mounts the page anew, and the new page must take the step.
 */
export const walkRequestAtom = atom<WalkRequestState | undefined>(undefined);
