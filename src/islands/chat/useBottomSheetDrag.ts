import { useRef, useState, type PointerEvent } from 'react';

/**
 * Drag behaviour of the mobile chat drawer (spec §4, §9): snap points at 85% and 50% of the
 * viewport height; released past 25% of the sheet below the lowest snap point, or flicked down
 * fast, it closes. Dragging starts after 10 px for touch and 2 px for a mouse, so taps still work.
 */
export const SNAP_POINTS = [0.85, 0.5] as const;
export const CLOSE_THRESHOLD = 0.25;
export const FLICK_VELOCITY_PX_PER_MS = 0.5;
const DRAG_START_PX = { touch: 10, pen: 10, mouse: 2 } as const;

export function useBottomSheetDrag(onClose: () => void) {
  const [snap, setSnap] = useState<number>(SNAP_POINTS[0]);
  const [offset, setOffset] = useState(0);
  const drag = useRef<{ startY: number; startTime: number; pointerType: string; active: boolean } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    drag.current = { startY: event.clientY, startTime: event.timeStamp, pointerType: event.pointerType, active: false };
    event.currentTarget.setPointerCapture(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const state = drag.current;
    if (!state) return;
    const dy = event.clientY - state.startY;
    const threshold = DRAG_START_PX[state.pointerType as keyof typeof DRAG_START_PX] ?? 2;
    if (!state.active && Math.abs(dy) < threshold) return;
    state.active = true;
    // Upward drags stop at the top snap point; downward ones follow the finger.
    const maxUp = (SNAP_POINTS[0] - snap) * window.innerHeight;
    setOffset(Math.max(-maxUp, dy));
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const state = drag.current;
    drag.current = null;
    if (!state?.active) return;
    const dy = event.clientY - state.startY;
    const velocity = dy / Math.max(1, event.timeStamp - state.startTime);
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
