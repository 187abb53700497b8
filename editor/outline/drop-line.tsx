import type { DropIndicator } from './outline-drop';

export interface DropLineProps {
  readonly indicator: DropIndicator;
  readonly refused: boolean;
}

/** The line where a dragged item will land, indented to the depth it gets; red when refused. */
export function DropLine({ indicator, refused }: DropLineProps) {
  return (
    <div
      data-testid="outline-drop-indicator"
      data-refused={refused ? 'true' : 'false'}
      aria-hidden
      style={{
        position: 'absolute',
        left: 8 + indicator.depth * 16,
        right: 4,
        height: 2,
        background: refused ? '#ff4d4f' : '#1677ff',
        pointerEvents: 'none',
        zIndex: 1,
        ...(indicator.edge === 'before' ? { top: -1 } : { bottom: -1 }),
      }}
    />
  );
}
