/**
 * The bar above the level board: the editing overlays to show (each spawn point's sight area, the
 * spaces Lara reaches from her start with some move points), and the note on the cursor's space.
 */
import { html, nothing } from 'lit';
import { notesOf } from '../../model/coc-board-edit.ts';
import type { LevelEditorState } from './level-state.ts';
import type { EditOverlays } from './edit-overlays.ts';

export interface OverlayChoice {
  sight: boolean;
  reach: boolean;
  points: number;
}

let noteGesture = 0;

export function overlayBar(
  choice: OverlayChoice,
  overlays: EditOverlays | undefined,
  state: LevelEditorState,
  set: (next: OverlayChoice) => void,
) {
  const { x, y } = state.cursor;
  const note = notesOf(state.layout).find((n) => n.at.x === x && n.at.y === y)?.text ?? '';
  const showing = choice.sight || choice.reach;
  return html`<div class="board-tools">
    <span class="tools-label">Show</span>
    <label><input type="checkbox" .checked=${choice.sight} @change=${(e: Event) => set({ ...choice, sight: (e.target as HTMLInputElement).checked })} /> Enemies' sight</label>
    <label><input type="checkbox" .checked=${choice.reach} @change=${(e: Event) => set({ ...choice, reach: (e.target as HTMLInputElement).checked })} /> Lara's reach</label>
    <label class="points">with
      <input type="number" min="1" max="12" aria-label="Move points" .value=${String(choice.points)} @change=${(e: Event) => set({ ...choice, points: Math.max(1, Math.min(12, Number((e.target as HTMLInputElement).value) || 1)) })} />
      move points</label>
    ${showing && overlays?.problem ? html`<span class="tools-problem" role="status">Cannot show: ${overlays.problem}</span>` : nothing}
    <label class="note">Note on (${x}, ${y})
      <input
        type="text"
        maxlength="200"
        placeholder="a note on this space (printed on the setup sheet)"
        .value=${note}
        @focus=${() => noteGesture++}
        @change=${(e: Event) => state.note({ x, y }, (e.target as HTMLInputElement).value, `note-${noteGesture}`)}
        @keydown=${(e: KeyboardEvent) => e.key === 'Enter' && (e.target as HTMLInputElement).blur()}
      />
    </label>
  </div>`;
}
