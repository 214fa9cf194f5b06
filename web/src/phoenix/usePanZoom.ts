import { useCallback, useEffect, useRef } from 'react';

const MIN_SCALE = 0.05;
const MAX_SCALE = 12;
/** Pointer travel below which a press counts as a click, not a drag. */
const CLICK_SLOP = 4;

/** After the last wheel step, the picture takes clicks and hovers again. */
const WHEEL_IDLE_MS = 150;

/**
 * Pan and zoom of a large picture by one CSS transform on its stage (a wrapper with
 * will-change: transform): the browser moves the already painted layer, so a 6,480-hex map
 * moves without being drawn again. Changes are written straight to the element, not through
 * React state, at most once per frame (requestAnimationFrame), and while the map moves its
 * thousands of hexes take no part in hit testing (the viewport's class "moving"). Touch: one
 * finger drags, two pinch.
 */
export function usePanZoom(width: number, height: number, onClick: (x: number, y: number) => void) {
  const viewport = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const view = useRef({ x: 0, y: 0, scale: 1 });
  const click = useRef(onClick);
  click.current = onClick;

  const frame = useRef(0);
  const write = useCallback(() => {
    const { x, y, scale } = view.current;
    if (stage.current !== null) stage.current.style.transform = `translate(${x}px, ${y}px) scale(${scale})`;
  }, []);
  const apply = useCallback(() => {
    if (frame.current !== 0) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      write();
    });
  }, [write]);

  const zoomAt = useCallback(
    (factor: number, px: number, py: number) => {
      const v = view.current;
      const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, v.scale * factor));
      const k = scale / v.scale;
      view.current = { x: px - (px - v.x) * k, y: py - (py - v.y) * k, scale };
      apply();
    },
    [apply],
  );

  const fit = useCallback(() => {
    const element = viewport.current;
    if (element === null || width === 0 || height === 0) return;
    const scale = Math.min(element.clientWidth / width, element.clientHeight / height);
    view.current = { x: (element.clientWidth - width * scale) / 2, y: (element.clientHeight - height * scale) / 2, scale };
    // At once, not in the next frame: the map appears fitted.
    write();
  }, [width, height, write]);

  /** Shows the picture's point (px, py) in the middle of the viewport at `scale` (no smaller than the whole picture fitted). */
  const centreOn = useCallback(
    (px: number, py: number, scale: number) => {
      const element = viewport.current;
      if (element === null || width === 0 || height === 0) return;
      const fitted = Math.min(element.clientWidth / width, element.clientHeight / height);
      const s = Math.min(MAX_SCALE, Math.max(fitted, scale));
      view.current = { x: element.clientWidth / 2 - px * s, y: element.clientHeight / 2 - py * s, scale: s };
      write();
    },
    [width, height, write],
  );

  const zoomBy = useCallback(
    (factor: number) => {
      const element = viewport.current;
      if (element !== null) zoomAt(factor, element.clientWidth / 2, element.clientHeight / 2);
    },
    [zoomAt],
  );

  /** Moves the picture just enough that its point (px, py) is at least `margin` px inside the viewport (the keyboard's cursor). */
  const reveal = useCallback(
    (px: number, py: number, margin: number) => {
      const element = viewport.current;
      if (element === null) return;
      const v = view.current;
      const [sx, sy] = [v.x + px * v.scale, v.y + py * v.scale];
      const m = Math.min(margin, element.clientWidth / 2, element.clientHeight / 2);
      const dx = sx < m ? m - sx : sx > element.clientWidth - m ? element.clientWidth - m - sx : 0;
      const dy = sy < m ? m - sy : sy > element.clientHeight - m ? element.clientHeight - m - sy : 0;
      if (dx === 0 && dy === 0) return;
      view.current = { ...v, x: v.x + dx, y: v.y + dy };
      write();
    },
    [write],
  );

  useEffect(() => {
    const element = viewport.current;
    if (element === null) return;
    // Every finger or mouse button down on the map; one drags (or clicks), two pinch (issue 46).
    const pointers = new Map<number, { x: number; y: number }>();
    let drag: { id: number; x: number; y: number; startX: number; startY: number; moved: boolean } | undefined;
    let pinch: { distance: number; x: number; y: number } | undefined;
    // After a pinch, the finger left on the map neither drags nor clicks until it is lifted.
    let pinched = false;
    let wheelTimer: ReturnType<typeof setTimeout> | undefined;
    const moving = (on: boolean) => element.classList.toggle('moving', on);
    const wheel = (event: WheelEvent) => {
      event.preventDefault();
      moving(true);
      clearTimeout(wheelTimer);
      wheelTimer = setTimeout(() => drag === undefined && pinch === undefined && moving(false), WHEEL_IDLE_MS);
      const rect = element.getBoundingClientRect();
      zoomAt(Math.exp(-event.deltaY * 0.0015), event.clientX - rect.left, event.clientY - rect.top);
    };
    /** The two fingers' distance and midpoint (viewport coordinates). */
    const span = () => {
      const [a, b] = [...pointers.values()] as [{ x: number; y: number }, { x: number; y: number }];
      const rect = element.getBoundingClientRect();
      return { distance: Math.max(1, Math.hypot(a.x - b.x, a.y - b.y)), x: (a.x + b.x) / 2 - rect.left, y: (a.y + b.y) / 2 - rect.top };
    };
    const down = (event: PointerEvent) => {
      if (event.button !== 0) return;
      pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (pointers.size === 2) {
        // A second finger: no click, no drag — a pinch.
        drag = undefined;
        pinched = true;
        pinch = span();
        for (const id of pointers.keys()) if (!element.hasPointerCapture(id)) element.setPointerCapture(id);
        moving(true);
        return;
      }
      if (pointers.size > 2 || pinched) return;
      drag = { id: event.pointerId, x: event.clientX, y: event.clientY, startX: event.clientX, startY: event.clientY, moved: false };
    };
    const move = (event: PointerEvent) => {
      if (!pointers.has(event.pointerId)) return;
      pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (pinch !== undefined && pointers.size === 2) {
        const next = span();
        // Zoom about the fingers' midpoint, and follow the midpoint as it moves.
        view.current = { ...view.current, x: view.current.x + next.x - pinch.x, y: view.current.y + next.y - pinch.y };
        zoomAt(next.distance / pinch.distance, next.x, next.y);
        pinch = next;
        return;
      }
      if (drag === undefined || drag.id !== event.pointerId) return;
      if (!drag.moved && Math.hypot(event.clientX - drag.startX, event.clientY - drag.startY) < CLICK_SLOP) return;
      if (!drag.moved) {
        element.setPointerCapture(event.pointerId);
        moving(true);
      }
      drag.moved = true;
      view.current = { ...view.current, x: view.current.x + event.clientX - drag.x, y: view.current.y + event.clientY - drag.y };
      drag = { ...drag, x: event.clientX, y: event.clientY };
      apply();
    };
    const up = (event: PointerEvent) => {
      if (!pointers.delete(event.pointerId)) return;
      if (pointers.size < 2) pinch = undefined;
      if (pointers.size === 0) pinched = false;
      if (drag !== undefined && drag.id === event.pointerId) {
        if (!drag.moved && event.type === 'pointerup') click.current(event.clientX, event.clientY);
        drag = undefined;
      }
      if (drag === undefined && pinch === undefined) moving(false);
    };
    element.addEventListener('wheel', wheel, { passive: false });
    element.addEventListener('pointerdown', down);
    element.addEventListener('pointermove', move);
    element.addEventListener('pointerup', up);
    element.addEventListener('pointercancel', up);
    return () => {
      clearTimeout(wheelTimer);
      cancelAnimationFrame(frame.current);
      frame.current = 0;
      element.removeEventListener('wheel', wheel);
      element.removeEventListener('pointerdown', down);
      element.removeEventListener('pointermove', move);
      element.removeEventListener('pointerup', up);
      element.removeEventListener('pointercancel', up);
    };
  }, [zoomAt, apply]);

  /** The current scale, and the picture's point under a point of the viewport. */
  const scale = useCallback(() => view.current.scale, []);
  const pictureAt = useCallback((sx: number, sy: number): [number, number] => [(sx - view.current.x) / view.current.scale, (sy - view.current.y) / view.current.scale], []);

  return { viewport, stage, fit, zoomBy, centreOn, reveal, scale, pictureAt };
}
