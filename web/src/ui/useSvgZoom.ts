import { useCallback, useRef, useState, type PointerEvent as ReactPointerEvent, type MouseEvent as ReactMouseEvent } from 'react';

/** The part of the drawing shown, in the drawing's own units. */
interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** Closest zoom: a quarter of the board's width. */
const MOST_ZOOM = 4;
/** Pointer travel (px) below which a press stays a tap or click, not a drag. */
const SLOP = 6;

/**
 * Zoom and pan of a small SVG board by its viewBox, for touch and mouse (pointer events): two fingers
 * pinch and move it, one finger or the mouse drags it once zoomed in, ctrl + wheel (a touchpad's
 * pinch) zooms at the pointer. Taps and clicks on the board's pieces stay clicks; a drag swallows the
 * click it ends with. Not zoomed, the page scrolls over the board as usual (touch-action pan-y);
 * zoomed, a drag moves the board. Spread `svg` on the <svg> element in place of its viewBox.
 */
export function useSvgZoom(width: number, height: number) {
  const full: Box = { x: 0, y: 0, w: width, h: height };
  const [box, setBox] = useState<Box>(full);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const start = useRef<{ x: number; y: number } | undefined>(undefined);
  const dragged = useRef(false);
  const current = useRef(box);
  current.current = box;

  /** Keeps the shown part inside the board and no closer than MOST_ZOOM. */
  const clamp = useCallback(
    (b: Box): Box => {
      const w = Math.min(width, Math.max(width / MOST_ZOOM, b.w));
      const h = (w * height) / width;
      return { x: Math.min(width - w, Math.max(0, b.x)), y: Math.min(height - h, Math.max(0, b.y)), w, h };
    },
    [width, height],
  );

  /** Drawing units per screen pixel, and where the drawing starts on the screen (preserveAspectRatio meet, centred). */
  const frame = (svg: Element, b: Box) => {
    const rect = svg.getBoundingClientRect();
    const unit = Math.max(b.w / rect.width, b.h / rect.height);
    return { unit, left: rect.left + (rect.width - b.w / unit) / 2, top: rect.top + (rect.height - b.h / unit) / 2 };
  };

  /** Zooms by `factor` (> 1 closer) keeping the drawing's point under the screen point (cx, cy) in place, then moves by (dx, dy) px. */
  const zoomAt = useCallback(
    (svg: Element, factor: number, cx: number, cy: number, dx = 0, dy = 0) => {
      const b = current.current;
      const { unit, left, top } = frame(svg, b);
      const px = b.x + (cx - left) * unit;
      const py = b.y + (cy - top) * unit;
      const w = Math.min(width, Math.max(width / MOST_ZOOM, b.w / factor));
      const k = w / b.w;
      const next = clamp({ x: px - (px - b.x) * k - dx * unit * k, y: py - (py - b.y) * k - dy * unit * k, w, h: b.h * k });
      current.current = next;
      setBox(next);
    },
    [clamp, width],
  );

  const onPointerDown = (event: ReactPointerEvent<SVGSVGElement>) => {
    // A first finger (or a mouse) begins a new gesture: whatever was left of one ended elsewhere is gone.
    if (event.isPrimary) pointers.current.clear();
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 1) {
      start.current = { x: event.clientX, y: event.clientY };
      dragged.current = false;
    }
  };

  const onPointerMove = (event: ReactPointerEvent<SVGSVGElement>) => {
    const before = pointers.current.get(event.pointerId);
    if (before === undefined) return;
    const svg = event.currentTarget;
    const now = { x: event.clientX, y: event.clientY };
    if (pointers.current.size >= 2) {
      const [a, b] = [...pointers.current.entries()].filter(([id]) => id !== event.pointerId).map(([, p]) => p);
      const other = a ?? b;
      if (other === undefined) return;
      const distance = Math.hypot(before.x - other.x, before.y - other.y);
      const after = Math.hypot(now.x - other.x, now.y - other.y);
      dragged.current = true;
      // The drawing's point under the fingers' old middle goes to their new middle, scaled by their spread.
      if (distance > 0 && after > 0) zoomAt(svg, after / distance, (before.x + other.x) / 2, (before.y + other.y) / 2, (now.x - before.x) / 2, (now.y - before.y) / 2);
    } else if (current.current.w < width) {
      const from = start.current ?? before;
      if (!dragged.current && Math.hypot(now.x - from.x, now.y - from.y) < SLOP) return;
      if (!dragged.current) svg.setPointerCapture(event.pointerId);
      dragged.current = true;
      zoomAt(svg, 1, now.x, now.y, now.x - before.x, now.y - before.y);
    }
    pointers.current.set(event.pointerId, now);
  };

  const onPointerEnd = (event: ReactPointerEvent<SVGSVGElement>) => {
    pointers.current.delete(event.pointerId);
  };

  /** A drag or pinch ends without choosing what it ended on. */
  const onClickCapture = (event: ReactMouseEvent<SVGSVGElement>) => {
    if (!dragged.current) return;
    dragged.current = false;
    event.stopPropagation();
    event.preventDefault();
  };

  // A plain wheel scrolls the page; ctrl + wheel (and a touchpad's pinch) zooms the board. A listener of
  // its own, not React's onWheel: React's is passive, and the page would zoom too.
  const wheel = useRef<{ svg: SVGSVGElement; listener: (event: WheelEvent) => void } | undefined>(undefined);
  const zoomRef = useRef(zoomAt);
  zoomRef.current = zoomAt;
  const ref = useCallback((svg: SVGSVGElement | null) => {
    if (wheel.current !== undefined) wheel.current.svg.removeEventListener('wheel', wheel.current.listener);
    wheel.current = undefined;
    if (svg === null) return;
    const listener = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      zoomRef.current(svg, Math.exp(-event.deltaY / 300), event.clientX, event.clientY);
    };
    svg.addEventListener('wheel', listener, { passive: false });
    wheel.current = { svg, listener };
  }, []);

  const zoomed = box.w < width - 0.5;
  const reset = useCallback(() => setBox({ x: 0, y: 0, w: width, h: height }), [width, height]);
  return {
    zoomed,
    reset,
    svg: {
      ref,
      viewBox: `${box.x} ${box.y} ${box.w} ${box.h}`,
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
      onClickCapture,
      // Not zoomed, a vertical swipe scrolls the page; zoomed, every drag moves the board.
      style: { touchAction: zoomed ? 'none' : 'pan-y' },
      'data-zoomed': zoomed ? 'true' : 'false',
    },
  };
}
