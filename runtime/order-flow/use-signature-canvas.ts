import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';

const LINE_WIDTH_PX = 3;

/** What the signature page needs of its canvas: handlers to bind, whether anything is drawn, clear and export. */
export interface SignatureCanvas {
  readonly ref: React.RefObject<HTMLCanvasElement | null>;
  readonly hasInk: boolean;
  readonly handlers: {
    onPointerDown(event: ReactPointerEvent<HTMLCanvasElement>): void;
    onPointerMove(event: ReactPointerEvent<HTMLCanvasElement>): void;
    onPointerUp(event: ReactPointerEvent<HTMLCanvasElement>): void;
    onPointerCancel(event: ReactPointerEvent<HTMLCanvasElement>): void;
  };
  clear(): void;
  /** The drawing as a data URL on a white ground (JPEG has no transparency; PNG looks the same in print). */
  toDataUrl(type: 'png' | 'jpeg'): string | undefined;
}

/**
 * A canvas drawn on with a finger, a stylus or a mouse (pointer events cover all three), sized to its
 * box at the device's pixel ratio so strokes stay sharp on phone screens.
 */
export function useSignatureCanvas(penColor: string): SignatureCanvas {
  const ref = useRef<HTMLCanvasElement | null>(null);
  const last = useRef<{ x: number; y: number } | undefined>(undefined);
  const [hasInk, setHasInk] = useState(false);

  const context = useCallback(() => ref.current?.getContext('2d') ?? undefined, []);

  const fit = useCallback(() => {
    const canvas = ref.current;
    if (!canvas) return;
    const ratio = window.devicePixelRatio || 1;
    const { width, height } = canvas.getBoundingClientRect();
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    const ctx = context();
    if (!ctx) return;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.lineWidth = LINE_WIDTH_PX;
    ctx.strokeStyle = penColor;
    setHasInk(false);
  }, [context, penColor]);

  useEffect(() => {
    fit();
    // Resizing clears a canvas; rotating the phone mid-signature starts afresh rather than distorting.
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, [fit]);

  const point = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };

  const handlers: SignatureCanvas['handlers'] = {
    onPointerDown(event) {
      event.currentTarget.setPointerCapture(event.pointerId);
      last.current = point(event);
      const ctx = context();
      if (!ctx) return;
      // A tap leaves a dot, as a pen would.
      ctx.beginPath();
      ctx.arc(last.current.x, last.current.y, LINE_WIDTH_PX / 2, 0, Math.PI * 2);
      ctx.fillStyle = penColor;
      ctx.fill();
      setHasInk(true);
    },
    onPointerMove(event) {
      const from = last.current;
      const ctx = context();
      if (!from || !ctx) return;
      const to = point(event);
      ctx.beginPath();
      ctx.moveTo(from.x, from.y);
      ctx.lineTo(to.x, to.y);
      ctx.stroke();
      last.current = to;
    },
    onPointerUp() {
      last.current = undefined;
    },
    onPointerCancel() {
      last.current = undefined;
    },
  };

  const clear = useCallback(() => {
    const canvas = ref.current;
    const ctx = context();
    if (!canvas || !ctx) return;
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    ctx.restore();
    setHasInk(false);
  }, [context]);

  const toDataUrl = useCallback((type: 'png' | 'jpeg') => {
    const canvas = ref.current;
    if (!canvas) return undefined;
    const copy = document.createElement('canvas');
    copy.width = canvas.width;
    copy.height = canvas.height;
    const ctx = copy.getContext('2d');
    if (!ctx) return undefined;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, copy.width, copy.height);
    ctx.drawImage(canvas, 0, 0);
    return copy.toDataURL(`image/${type}`);
  }, []);

  return { ref, hasInk, handlers, clear, toDataUrl };
}
