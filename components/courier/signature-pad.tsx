'use client';

import { useCallback, useEffect, useRef } from 'react';
import { MAX_SIGNATURE_BYTES } from '@/lib/schemas/courier';

type Point = { x: number; y: number };
const HEIGHT = 180;
const INK = '#0f172a'; // i18n-literal: a colour (the kit's ink token), not a word

const bytesOf = (dataUrl: string) => Math.floor(((dataUrl.length - dataUrl.indexOf(',') - 1) * 3) / 4);

function draw(ctx: CanvasRenderingContext2D, strokes: Point[][], scale: number) {
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  ctx.lineWidth = 2.5;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.strokeStyle = INK;
  ctx.fillStyle = INK;
  for (const s of strokes) {
    if (s.length === 1) {
      ctx.beginPath();
      ctx.arc(s[0]!.x, s[0]!.y, 1.5, 0, Math.PI * 2);
      ctx.fill();
      continue;
    }
    ctx.beginPath();
    s.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
    ctx.stroke();
  }
}

/** The strokes as a PNG at `scale` (a canvas of its own, so the screen's is untouched). */
function toPng(strokes: Point[][], width: number, scale: number): string {
  const c = document.createElement('canvas');
  c.width = Math.round(width * scale);
  c.height = Math.round(HEIGHT * scale);
  draw(c.getContext('2d')!, strokes, scale);
  return c.toDataURL('image/png');
}

interface SignaturePadProps {
  id: string;
  /** The signature's accessible name ("Signature"). */
  label: string;
  clearLabel: string;
  /** The PNG data URL, or '' when nothing is drawn. */
  onChange: (png: string) => void;
  describedBy?: string;
  invalid?: boolean;
}

/**
 * A box to sign in with a finger, a stylus or a mouse (pointer events, so
 * all three alike), and a button to clear it. Each finished stroke hands the
 * signature on as a PNG data URL, kept under the API's size limit.
 */
export function SignaturePad({ id, label, clearLabel, onChange, describedBy, invalid }: SignaturePadProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const strokes = useRef<Point[][]>([]);
  const drawing = useRef(false);
  const width = useRef(0);

  const redraw = useCallback(() => {
    const c = canvas.current;
    if (!c) return;
    const scale = Math.min(window.devicePixelRatio || 1, 2);
    width.current = c.clientWidth;
    c.width = Math.round(c.clientWidth * scale);
    c.height = Math.round(HEIGHT * scale);
    draw(c.getContext('2d')!, strokes.current, scale);
  }, []);

  // The box follows its container's width (a phone turned on its side); the strokes are drawn again.
  useEffect(() => {
    redraw();
    const observer = new ResizeObserver(redraw);
    if (canvas.current) observer.observe(canvas.current);
    return () => observer.disconnect();
  }, [redraw]);

  const pointAt = (e: React.PointerEvent<HTMLCanvasElement> | PointerEvent): Point => {
    const r = canvas.current!.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };

  function exportPng() {
    if (strokes.current.length === 0) return onChange('');
    // Sharp on the screen's pixel density; at one pixel per point if that is too large.
    let png = toPng(strokes.current, width.current, Math.min(window.devicePixelRatio || 1, 2));
    if (bytesOf(png) > MAX_SIGNATURE_BYTES) png = toPng(strokes.current, width.current, 1);
    onChange(png);
  }

  function onPointerDown(e: React.PointerEvent<HTMLCanvasElement>) {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    drawing.current = true;
    strokes.current.push([pointAt(e)]);
    redraw();
  }

  function onPointerMove(e: React.PointerEvent<HTMLCanvasElement>) {
    if (!drawing.current) return;
    const stroke = strokes.current[strokes.current.length - 1]!;
    const from = stroke[stroke.length - 1]!;
    // A fast finger gives several points per frame: take them all for a smooth line.
    const coalesced = typeof e.nativeEvent.getCoalescedEvents === 'function' ? e.nativeEvent.getCoalescedEvents() : [];
    const points = (coalesced.length > 0 ? coalesced : [e.nativeEvent]).map(pointAt);
    stroke.push(...points);
    // The new segment only (the canvas keeps the rest): with the screen's scale already set by redraw().
    const ctx = canvas.current!.getContext('2d')!;
    ctx.beginPath();
    ctx.moveTo(from.x, from.y);
    for (const p of points) ctx.lineTo(p.x, p.y);
    ctx.stroke();
  }

  function onPointerEnd() {
    if (!drawing.current) return;
    drawing.current = false;
    exportPng();
  }

  function clear() {
    strokes.current = [];
    redraw();
    onChange('');
  }

  return (
    <div>
      <canvas
        ref={canvas}
        id={id}
        role="img"
        aria-label={label}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        data-testid="signature-pad"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        style={{ height: HEIGHT }}
        className={`mt-1 block w-full cursor-crosshair touch-none rounded-control border-2 border-dashed bg-surface ${invalid ? 'border-danger-700' : 'border-control'}`}
      />
      <button type="button" onClick={clear} className="mt-1 min-h-tap rounded-control px-2 text-sm font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700">
        {clearLabel}
      </button>
    </div>
  );
}
