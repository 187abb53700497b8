import { useDroppable } from '@dnd-kit/core';
import { Typography } from 'antd';
import type { OutlineDrop } from './outline-drop';
import { DropLine } from './drop-line';

export interface OutlineEndZoneProps {
  readonly text: string;
  /** The drop in progress when it lands at the end of the page. */
  readonly drop: OutlineDrop | undefined;
  readonly dragging: boolean;
}

/** The space below the last row: a drop there goes to the end of the page (also on an empty page). */
export function OutlineEndZone({ text, drop, dragging }: OutlineEndZoneProps) {
  const { setNodeRef } = useDroppable({ id: 'outline-end', data: { kind: 'end' } });
  return (
    <div
      ref={setNodeRef}
      data-testid="outline-end"
      style={{ position: 'relative', minHeight: 40, padding: '8px', borderRadius: 4, border: dragging ? '1px dashed #d9d9d9' : '1px solid transparent' }}
    >
      {drop ? <DropLine indicator={{ ...drop.indicator, edge: 'before' }} refused={!drop.check.ok} /> : null}
      {dragging ? <Typography.Text type="secondary">{text}</Typography.Text> : null}
    </div>
  );
}
