import SignaturePad from 'signature_pad';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SignatureStroke } from '../../schema/entities/signature';
import { toSignatureStrokes } from './signature-strokes';

/** Pen widths in CSS pixels: signature_pad thins the line as the finger speeds up, as ink does. */
const MIN_WIDTH_PX = 1;
const MAX_WIDTH_PX = 3.5;
/** The board's ground, painted into the image too (JPEG has no transparency; print wants white). */
const GROUND = 'rgb(255, 255, 255)';

/** What the signature page needs of its board: the canvas ref, whether anything is drawn, clear and export. */
export interface SignatureCanvas {
  readonly ref: React.RefObject<HTMLCanvasElement | null>;
  readonly hasInk: boolean;
  clear(): void;
  /** The strokes drawn so far, as the order keeps them. */
  strokes(): SignatureStroke[];
  /** The board's size in CSS pixels, the frame of the strokes' coordinates. */
  size(): { width: number; height: number } | undefined;
  /** The drawing as a data URL on a white ground. */
  toDataUrl(type: 'png' | 'jpeg'): string | undefined;
}

/**
 * A signature_pad board on the canvas: smooth strokes whose width follows the finger's speed, from a
 * finger, a stylus or a mouse. The canvas is sized to its box at the device's pixel ratio so strokes
 * stay sharp on phone screens; when the box changes (the phone turns) the strokes are drawn again.
 */
export function useSignatureCanvas(penColor: string): SignatureCanvas {
  const ref = useRef<HTMLCanvasElement | null>(null);
  const pad = useRef<SignaturePad | undefined>(undefined);
  const [hasInk, setHasInk] = useState(false);

  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return undefined;
    const board = new SignaturePad(canvas, { penColor, backgroundColor: GROUND, minWidth: MIN_WIDTH_PX, maxWidth: MAX_WIDTH_PX });
    pad.current = board;
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const { width, height } = canvas.getBoundingClientRect();
      const drawn = board.toData();
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      canvas.getContext('2d')?.scale(ratio, ratio);
      board.fromData(drawn);
    };
    const began = () => setHasInk(true);
    fit();
    board.addEventListener('beginStroke', began);
    window.addEventListener('resize', fit);
    return () => {
      window.removeEventListener('resize', fit);
      board.removeEventListener('beginStroke', began);
      board.off();
      pad.current = undefined;
    };
  }, [penColor]);

  const clear = useCallback(() => {
    pad.current?.clear();
    setHasInk(false);
  }, []);

  const strokes = useCallback(() => toSignatureStrokes(pad.current?.toData() ?? []), []);

  const size = useCallback(() => {
    const box = ref.current?.getBoundingClientRect();
    return box && box.width > 0 && box.height > 0 ? { width: Math.round(box.width), height: Math.round(box.height) } : undefined;
  }, []);

  const toDataUrl = useCallback((type: 'png' | 'jpeg') => pad.current?.toDataURL(`image/${type}`), []);

  return { ref, hasInk, clear, strokes, size, toDataUrl };
}
