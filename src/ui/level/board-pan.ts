/**
 * Panning the board's scroll area: drag with the middle button anywhere, or with the left button
 * on the background (around the board or on an empty slot: laid tiles and tokens are dragged
 * themselves); Alt+arrow keys pan one space. A left-button pan starts only once the pointer has
 * moved a few pixels, so a plain click still selects or places, and the click that ends a pan is
 * swallowed.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

const THRESHOLD = 4;

interface PanDrag {
  pointer: number;
  x: number;
  y: number;
  left: number;
  top: number;
  panning: boolean;
}

/** Whether an event started on something that is dragged itself (a laid tile, a token, a turn handle). */
function onPiece(event: Event): boolean {
  return event
    .composedPath()
    .some((el) => el instanceof HTMLElement && (el.draggable || el.classList.contains('turn-handle')));
}

export class BoardPan implements ReactiveController {
  private drag: PanDrag | undefined;
  private swallowClick = false;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly scroller: () => HTMLElement | undefined,
  ) {
    host.addController(this);
  }

  hostConnected(): void {}

  hostDisconnected(): void {
    this.drag = undefined;
  }

  /** Whether the board is being panned right now. */
  get panning(): boolean {
    return this.drag?.panning ?? false;
  }

  readonly onPointerDown = (event: PointerEvent): void => {
    const scroller = this.scroller();
    if (!scroller) return;
    this.swallowClick = false;
    const middle = event.button === 1;
    if (!middle && (event.button !== 0 || onPiece(event))) return;
    if (middle) event.preventDefault();
    this.drag = {
      pointer: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      left: scroller.scrollLeft,
      top: scroller.scrollTop,
      panning: middle,
    };
    if (middle) scroller.setPointerCapture(event.pointerId);
  };

  readonly onPointerMove = (event: PointerEvent): void => {
    const drag = this.drag;
    const scroller = this.scroller();
    if (!drag || !scroller || event.pointerId !== drag.pointer) return;
    const dx = event.clientX - drag.x;
    const dy = event.clientY - drag.y;
    if (!drag.panning) {
      if (Math.hypot(dx, dy) < THRESHOLD) return;
      drag.panning = true;
      // The board draws its "panning" cursor from `panning`.
      this.host.requestUpdate();
      // Captured only now: capturing at once would send a plain click to the scroll area instead of the board.
      scroller.setPointerCapture(event.pointerId);
    }
    scroller.scrollLeft = drag.left - dx;
    scroller.scrollTop = drag.top - dy;
  };

  readonly onPointerUp = (event: PointerEvent): void => {
    if (!this.drag || event.pointerId !== this.drag.pointer) return;
    this.swallowClick = this.drag.panning;
    this.drag = undefined;
    this.host.requestUpdate();
  };

  /** Call first in the board's click handler: true when the click only ends a pan. */
  endsPan(): boolean {
    const swallow = this.swallowClick;
    this.swallowClick = false;
    return swallow;
  }

  /**
   * Zooms keeping still the point of the board under `at` (client coordinates; the middle of the
   * scroll area when not given): `board` is the drawn board, measured before `change` and again once
   * `change` (which applies the new scale) has been drawn, and the scroll area moves by the shift.
   */
  async zoomKeeping(
    board: () => Element | null | undefined,
    change: () => Promise<unknown>,
    at?: { x: number; y: number },
  ): Promise<void> {
    const scroller = this.scroller();
    const before = board()?.getBoundingClientRect();
    if (!scroller || !before?.width || !before.height) {
      await change();
      return;
    }
    const area = scroller.getBoundingClientRect();
    const point = at ?? { x: area.left + area.width / 2, y: area.top + area.height / 2 };
    const fx = (point.x - before.left) / before.width;
    const fy = (point.y - before.top) / before.height;
    await change();
    const after = board()?.getBoundingClientRect();
    if (!after) return;
    scroller.scrollLeft += after.left + fx * after.width - point.x;
    scroller.scrollTop += after.top + fy * after.height - point.y;
  }

  /** Alt+arrow: pans one `step` (pixels) that way. Returns whether the key was a pan key. */
  panKey(event: KeyboardEvent, step: number): boolean {
    const moves: Record<string, [number, number]> = {
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
    };
    const move = moves[event.key];
    const scroller = this.scroller();
    if (!move || !event.altKey || event.ctrlKey || event.metaKey || !scroller) return false;
    scroller.scrollLeft += move[0] * step;
    scroller.scrollTop += move[1] * step;
    return true;
  }
}
