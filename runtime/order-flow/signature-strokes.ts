import type { PointGroup } from 'signature_pad';
import type { SignaturePoint, SignatureStroke } from '../../schema/entities/signature';

/** Coordinates are kept to a tenth of a CSS pixel: finer than any finger, and far less to store. */
function tenth(value: number): number {
  return Math.round(value * 10) / 10;
}

function toPoint(point: SignaturePoint): SignaturePoint {
  return { x: tenth(point.x), y: tenth(point.y), time: Math.round(point.time), pressure: Math.round(point.pressure * 1000) / 1000 };
}

/**
 * The strokes signature_pad recorded, as the order keeps them: each stroke's pen and its points, with
 * strokes that caught no point left out (a stroke begun and cancelled at once).
 */
export function toSignatureStrokes(groups: readonly PointGroup[]): SignatureStroke[] {
  return groups
    .filter((group) => group.points.length > 0)
    .map((group) => ({
      penColor: group.penColor,
      minWidth: group.minWidth,
      maxWidth: group.maxWidth,
      dotSize: group.dotSize,
      velocityFilterWeight: group.velocityFilterWeight,
      points: group.points.map(toPoint),
    }));
}

/**
 * Whether the strokes amount to no signature: nothing drawn, or only taps (a stroke of one point is
 * a dot, as when a finger brushes the board on the way to the button).
 */
export function isBlankSignature(strokes: readonly SignatureStroke[]): boolean {
  return !strokes.some((stroke) => stroke.points.length > 1);
}
