import { useRef, useState, type PointerEvent } from 'react';

/**
 * Drag behaviour of the mobile chat drawer: snap points at 85% and 50% of the
 * viewport height; released past 25% of the sheet below the lowest snap point, or flicked down
 * fast, it closes. Dragging starts after 10 px for touch and 2 px for a mouse, so taps still work.
 */
export const SNAP_POINTS = [0.85, 0.5] as const;
export const CLOSE_THRESHOLD = 0.25;
export const FLICK_VELOCITY_PX_PER_MS = 0.5;
const DRAG_START_PX = { touch: 10, pen: 10, mouse: 2 } as const;
/** Release velocity is measured over the last moments of the drag, like a finger's flick. */
const VELOCITY_WINDOW_MS = 100;

export function useBottomSheetDrag(onClose: () => void) {
  const [snap, setSnap] = useState<number>(SNAP_POINTS[0]);
  const [offset, setOffset] = useState(0);
  const drag = useRef<{ startY: number; pointerType: string; active: boolean; samples: { y: number; t: number }[] } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    drag.current = {
      startY: event.clientY,
      pointerType: event.pointerType,
      active: false,
      samples: [{ y: event.clientY, t: event.timeStamp }],
    };
    event.currentTarget.setPointerCapture(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const state = drag.current;
    if (!state) return;
    const dy = event.clientY - state.startY;
    const threshold = DRAG_START_PX[state.pointerType as keyof typeof DRAG_START_PX] ?? 2;
    if (!state.active && Math.abs(dy) < threshold) return;
    state.active = true;
    state.samples.push({ y: event.clientY, t: event.timeStamp });
    while (state.samples.length > 2 && event.timeStamp - state.samples[0]!.t > VELOCITY_WINDOW_MS) state.samples.shift();
    // Upward drags stop at the top snap point; downward ones follow the finger.
    const maxUp = (SNAP_POINTS[0] - snap) * window.innerHeight;
    setOffset(Math.max(-maxUp, dy));
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const state = drag.current;
    drag.current = null;
    if (!state?.active) return;
    const dy = event.clientY - state.startY;
    const first = state.samples[0]!;
    const velocity = (event.clientY - first.y) / Math.max(1, event.timeStamp - first.t);
    const viewport = window.innerHeight;
    const sheetHeight = snap * viewport;
    const releasedHeight = sheetHeight - dy;
    setOffset(0);
    const lowest = SNAP_POINTS[SNAP_POINTS.length - 1]! * viewport;
    if (velocity > FLICK_VELOCITY_PX_PER_MS || releasedHeight < lowest - CLOSE_THRESHOLD * sheetHeight) {
      setSnap(SNAP_POINTS[0]);
      onClose();
      return;
    }
    const nearest = SNAP_POINTS.reduce((best, point) =>
      Math.abs(point * viewport - releasedHeight) < Math.abs(best * viewport - releasedHeight) ? point : best,
    );
    setSnap(nearest);
  };

  return {
    snap,
    offset,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp },
  };
}
