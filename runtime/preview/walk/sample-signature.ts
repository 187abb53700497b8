import type { Signature, SignatureStroke } from '../../../schema/entities/signature';

const WIDTH = 300;
const HEIGHT = 120;

/** A wave across the board, as a finger would draw it: the points of one stroke, 16 ms apart. */
function wave(now: number): SignatureStroke {
  const points = Array.from({ length: 24 }, (_unused, index) => ({
    x: 20 + index * 11,
    y: HEIGHT / 2 + Math.sin(index / 2) * 30,
    time: now + index * 16,
    pressure: 0.5,
  }));
  return { penColor: '#000000', minWidth: 0.5, maxWidth: 2.5, dotSize: 1.5, velocityFilterWeight: 0.7, points };
}

/**
 * A signature the walk's persona "draws" where a page asks for one: the board is a route of its own
 * and its image an upload, which the preview does not make, so the walk draws the strokes on a canvas
 * here and keeps the image as a `data:` URL.
 */
export function sampleSignature(): Signature {
  const now = Date.now();
  const stroke = wave(now);
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const context = canvas.getContext('2d');
  if (context) {
    context.strokeStyle = stroke.penColor;
    context.lineWidth = 2;
    context.beginPath();
    stroke.points.forEach((point, index) => (index === 0 ? context.moveTo(point.x, point.y) : context.lineTo(point.x, point.y)));
    context.stroke();
  }
  const url = canvas.toDataURL('image/png');
  return { fileId: `walk-${now}`, url, imageType: 'png', width: WIDTH, height: HEIGHT, signedAt: now, strokes: [stroke] };
}
