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
 * thousands of hexes take no part in hit testing (the viewport's class "moving").
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

  useEffect(() => {
    const element = viewport.current;
    if (element === null) return;
    let drag: { id: number; x: number; y: number; startX: number; startY: number; moved: boolean } | undefined;
    let wheelTimer: ReturnType<typeof setTimeout> | undefined;
    const moving = (on: boolean) => element.classList.toggle('moving', on);
    const wheel = (event: WheelEvent) => {
      event.preventDefault();
      moving(true);
      clearTimeout(wheelTimer);
      wheelTimer = setTimeout(() => drag === undefined && moving(false), WHEEL_IDLE_MS);
      const rect = element.getBoundingClientRect();
      zoomAt(Math.exp(-event.deltaY * 0.0015), event.clientX - rect.left, event.clientY - rect.top);
    };
    const down = (event: PointerEvent) => {
      if (event.button !== 0) return;
      drag = { id: event.pointerId, x: event.clientX, y: event.clientY, startX: event.clientX, startY: event.clientY, moved: false };
    };
    const move = (event: PointerEvent) => {
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
      if (drag === undefined || drag.id !== event.pointerId) return;
      if (!drag.moved) click.current(event.clientX, event.clientY);
      drag = undefined;
      moving(false);
    };
    element.addEventListener('wheel', wheel, { passive: false });
    element.addEventListener('pointerdown', down);
    element.addEventListener('pointermove', move);
    element.addEventListener('pointerup', up);
    return () => {
      clearTimeout(wheelTimer);
      cancelAnimationFrame(frame.current);
      frame.current = 0;
      element.removeEventListener('wheel', wheel);
      element.removeEventListener('pointerdown', down);
      element.removeEventListener('pointermove', move);
      element.removeEventListener('pointerup', up);
    };
  }, [zoomAt, apply]);

  return { viewport, stage, fit, zoomBy, centreOn };
}
