import { createContext, useContext } from 'react';
import type { OutlineDrop } from '../outline/outline-drop';
import type { DragItem } from './drag-data';

/** The drag in progress, for the outline's drop indicator and the canvas's drop overlay. */
export interface DragState {
  readonly item: DragItem | undefined;
  /** Where the item would land if released now. */
  readonly drop: OutlineDrop | undefined;
  readonly overCanvas: boolean;
}

export const IDLE_DRAG: DragState = { item: undefined, drop: undefined, overCanvas: false };

export const DragStateContext = createContext<DragState>(IDLE_DRAG);

export function useDragState(): DragState {
  return useContext(DragStateContext);
}
