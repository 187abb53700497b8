import type { PointGroup } from 'signature_pad';
import { describe, expect, it } from 'vitest';
import { isBlankSignature, toSignatureStrokes } from './signature-strokes';

const pen = { penColor: '#000000', minWidth: 0.5, maxWidth: 2.5, dotSize: 0, velocityFilterWeight: 0.7, compositeOperation: 'source-over' as const };

function group(points: [number, number][]): PointGroup {
  return { ...pen, points: points.map(([x, y], index) => ({ x, y, time: 1_700_000_000_000 + index * 16.4, pressure: 0.5123456 })) };
}

describe('signature strokes', () => {
  it('keeps each stroke’s pen and points, to a tenth of a pixel and whole milliseconds', () => {
    const [stroke] = toSignatureStrokes([group([[10.04, 20.26], [30.55, 40.5]])]);
    expect(stroke).toEqual({
      penColor: '#000000',
      minWidth: 0.5,
      maxWidth: 2.5,
      dotSize: 0,
      velocityFilterWeight: 0.7,
      points: [
        { x: 10, y: 20.3, time: 1_700_000_000_000, pressure: 0.512 },
        { x: 30.6, y: 40.5, time: 1_700_000_000_016, pressure: 0.512 },
      ],
    });
  });

  it('leaves out strokes that caught no point', () => {
    expect(toSignatureStrokes([group([]), group([[1, 2]])])).toHaveLength(1);
  });

  it('calls nothing drawn, or taps only, blank', () => {
    expect(isBlankSignature([])).toBe(true);
    expect(isBlankSignature(toSignatureStrokes([group([[5, 5]]), group([[9, 9]])]))).toBe(true);
    expect(isBlankSignature(toSignatureStrokes([group([[5, 5]]), group([[1, 1], [2, 2]])]))).toBe(false);
  });
});
