/**
 * The board's token layer: every token as its icon on its space (tokens sharing a space are fanned
 * out a little), draggable; the selected facing token gets a ring to drag around it to turn it.
 */
import { html, nothing } from 'lit';
import { guard } from 'lit/directives/guard.js';
import { isObject } from '../../model/json-read.ts';
import { isFacing, isPoint } from '../../model/checks/coc-level/level-data.ts';
import type { EditableLayout } from '../../model/coc-layout-edit.ts';
import { FACING_TYPES, tokensOn } from '../../model/coc-token-edit.ts';
import { tokenIcon } from './token-icons.ts';
import { tokenWords } from './level-state.ts';
import { placeStyle } from './board-marks.ts';

export interface TokenHandlers {
  dragStart(event: DragEvent, index: number): void;
  dragEnd(): void;
  turnStart(event: PointerEvent, index: number): void;
  turnMove(event: PointerEvent, index: number): void;
}

/** For each token, its place in the stack of tokens on its space and that stack's size (one pass over the tokens). */
function stacks(layout: EditableLayout): Map<number, { place: number; size: number }> {
  const bySpace = new Map<string, JsonPoint>();
  layout.tokens.forEach((token) => {
    if (isObject(token) && isPoint(token.at)) bySpace.set(`${token.at.x},${token.at.y}`, token.at);
  });
  const result = new Map<number, { place: number; size: number }>();
  for (const at of bySpace.values()) {
    const stack = tokensOn(layout, at);
    stack.forEach((index, place) => result.set(index, { place, size: stack.length }));
  }
  return result;
}
type JsonPoint = { x: number; y: number };

/**
 * Each token is drawn again only when it, its place in the list or its stack, or whether it is
 * selected changes: laying a tile on a big level leaves the tokens' templates alone.
 */
export function tokenLayer(layout: EditableLayout, selected: ReadonlySet<number>, on: TokenHandlers) {
  const stacked = stacks(layout);
  // The turn handle only when one token alone is selected.
  const alone = selected.size === 1;
  return layout.tokens.map((token, index) => {
    const stack = stacked.get(index) ?? { place: 0, size: 1 };
    const isSelected = selected.has(index);
    return guard([token, index, isSelected, alone, stack.place, stack.size, on], () =>
      tokenView(token, index, isSelected, alone, stack, on),
    );
  });
}

function tokenView(
  token: unknown,
  index: number,
  selected: boolean,
  alone: boolean,
  stack: { place: number; size: number },
  on: TokenHandlers,
) {
  if (!isObject(token) || !isPoint(token.at)) return nothing;
  const offset = stack.size > 1 ? (stack.place - (stack.size - 1) / 2) * 0.22 : 0;
  const style = placeStyle(token.at.x + offset, token.at.y + offset);
  const facing = selected && alone && FACING_TYPES.includes(String(token.type)) && isFacing(token.facing);
  return html`<div
      class="token ${selected ? 'selected' : ''}"
      data-token-index=${index}
      data-type=${String(token.type)}
      role="img"
      aria-label="${tokenWords(token)} on (${token.at.x}, ${token.at.y})${selected ? ', selected' : ''}"
      draggable="true"
      style=${style}
      @dragstart=${(e: DragEvent) => on.dragStart(e, index)}
      @dragend=${on.dragEnd}
    >
      <svg viewBox="-20 -20 40 40" aria-hidden="true">${tokenIcon(token)}</svg>
    </div>
    ${
      facing
        ? html`<div
          class="turn-handle"
          title="Drag around the token to turn it"
          aria-hidden="true"
          style=${style}
          @pointerdown=${(e: PointerEvent) => on.turnStart(e, index)}
          @pointermove=${(e: PointerEvent) => on.turnMove(e, index)}
        ></div>`
        : nothing
    }`;
}
