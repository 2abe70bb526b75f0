/**
 * Resizing the CCG level map by dragging its edges: the right edge sets the width (columns), the
 * top edge the depth (depth 1 is at the bottom, so new rows come on top). One drag is one undo
 * step. The handles are separators with their value, also moved by the arrow keys. Cards left
 * outside a smaller map stay in the level (the problems list them), so nothing is lost.
 */
import { css, html } from 'lit';
import type { ContentItem } from '../../model/content.ts';
import type { CcgDesignerState } from './ccg-state.ts';

type Edge = 'width' | 'depth';
const MAX: Record<Edge, number> = { width: 12, depth: 30 };
const GAP = 4;
let gestures = 0;

function sizeOf(value: ContentItem): { width: number; depth: number } {
  const map = (value.map ?? {}) as { width?: unknown; depth?: unknown };
  return { width: typeof map.width === 'number' ? map.width : 1, depth: typeof map.depth === 'number' ? map.depth : 1 };
}

function resize(state: CcgDesignerState, edge: Edge, to: number, gesture?: string): void {
  const size = sizeOf(state.value);
  const n = Math.max(1, Math.min(MAX[edge], to));
  if (n === size[edge]) return;
  state.edit(
    { ...state.value, map: { ...(state.value.map as object), [edge]: n } },
    edge === 'width' ? `Map width ${n}` : `Map depth ${n}`,
    gesture,
  );
}

function startDrag(state: CcgDesignerState, edge: Edge, event: PointerEvent): void {
  if (event.button !== 0) return;
  const handle = event.currentTarget as HTMLElement;
  const cell = handle.parentElement?.querySelector('[role=gridcell]')?.getBoundingClientRect();
  // The map may be zoomed: the gap between spots scales with the spots (6.5rem = 104 px at 100%).
  const size = cell ? (edge === 'width' ? cell.width : cell.height) : 104;
  const pitch = size * (1 + GAP / 104);
  const start = sizeOf(state.value)[edge];
  const from = edge === 'width' ? event.clientX : event.clientY;
  const gesture = `map-resize-${++gestures}`;
  event.preventDefault();
  // Not a pan of the map's scroll area.
  event.stopPropagation();
  handle.setPointerCapture(event.pointerId);
  const move = (e: PointerEvent) => {
    const delta = (edge === 'width' ? e.clientX : e.clientY) - from;
    // Right makes the map wider; up makes it deeper.
    resize(state, edge, start + Math.round((edge === 'width' ? delta : -delta) / pitch), gesture);
  };
  const end = () => {
    handle.removeEventListener('pointermove', move);
    handle.removeEventListener('pointerup', end);
    handle.removeEventListener('pointercancel', end);
  };
  handle.addEventListener('pointermove', move);
  handle.addEventListener('pointerup', end);
  handle.addEventListener('pointercancel', end);
}

function onKey(state: CcgDesignerState, edge: Edge, event: KeyboardEvent): void {
  const grow: Record<string, number> =
    edge === 'width' ? { ArrowRight: 1, ArrowLeft: -1 } : { ArrowUp: 1, ArrowDown: -1 };
  const step = grow[event.key];
  if (!step) return;
  event.preventDefault();
  event.stopPropagation();
  resize(state, edge, sizeOf(state.value)[edge] + step);
}

/** The two edge handles, drawn inside the map's frame. */
export function resizeHandles(state: CcgDesignerState) {
  const size = sizeOf(state.value);
  const handle = (edge: Edge) =>
    html`<div
      class="edge edge-${edge}"
      role="separator"
      tabindex="0"
      aria-orientation=${edge === 'width' ? 'vertical' : 'horizontal'}
      aria-label="Map ${edge}"
      aria-valuenow=${size[edge]}
      aria-valuemin="1"
      aria-valuemax=${MAX[edge]}
      title=${edge === 'width' ? 'Drag to add or remove columns (or ← →)' : 'Drag up or down to add or remove rows (or ↑ ↓)'}
      @pointerdown=${(e: PointerEvent) => startDrag(state, edge, e)}
      @keydown=${(e: KeyboardEvent) => onKey(state, edge, e)}
    ></div>`;
  return state.readOnly ? '' : html`${handle('width')}${handle('depth')}`;
}

export const resizeStyles = css`
  .frame {
    position: relative;
    display: inline-block;
    padding: 14px 14px 0 0;
  }
  .edge {
    position: absolute;
    background: #d9ccb4;
    border-radius: 4px;
    touch-action: none;
  }
  .edge:hover,
  .edge:focus-visible {
    background: #8a4b16;
    outline: none;
  }
  .edge-width {
    right: 0;
    top: 14px;
    bottom: 0;
    width: 8px;
    cursor: ew-resize;
  }
  .edge-depth {
    top: 0;
    left: 4.5rem;
    right: 14px;
    height: 8px;
    cursor: ns-resize;
  }
`;
