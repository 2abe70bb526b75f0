/** The level board's look: the scroll area, the board, slots, tokens, cursor, marks and the drop preview. */
import { css } from 'lit';

export const boardStyles = css`
    :host {
      display: flex;
      flex-direction: column;
      min-height: 0;
      min-width: 0;
    }
    .scroller {
      flex: 1;
      overflow: auto;
      padding: 8px;
      background: #3a342c;
      /* What changes on the board is laid out and painted within it, not with the whole page. */
      contain: strict;
    }
    .scroller.panning,
    .scroller.panning * {
      cursor: grabbing;
    }
    .board {
      position: relative;
      margin: auto;
      outline: none;
      box-shadow: 0 0 0 2px #1c1915;
    }
    .board:focus-visible {
      box-shadow: 0 0 0 4px #e0a15a;
    }
    .terrain-defs {
      position: absolute;
    }
    .slot-terrain {
      position: absolute;
      pointer-events: none;
    }
    .empty-slot {
      fill: #4a433a;
      stroke: #8d8273;
      stroke-width: 2;
      stroke-dasharray: 8 6;
    }
    .box {
      position: absolute;
      width: calc(var(--cell) * 3);
      height: calc(var(--cell) * 3);
    }
    .slot {
      cursor: grab;
    }
    /* The tile's number, in the slot's bottom-right corner and above the tokens, so none hides it. */
    .tile-number {
      position: absolute;
      right: 3px;
      bottom: 3px;
      z-index: 3;
      min-width: 1.3em;
      padding: 0 3px;
      border-radius: 3px;
      background: rgba(58, 52, 44, 0.9);
      color: #fff;
      font: 700 11px/15px system-ui, sans-serif;
      text-align: center;
      pointer-events: none;
    }
    .slot.selected {
      outline: 3px solid #e0a15a;
      outline-offset: -3px;
      box-shadow: inset 0 0 0 6px rgba(224, 161, 90, 0.35);
    }
    .token {
      position: absolute;
      width: var(--cell);
      height: var(--cell);
      cursor: grab;
      z-index: 2;
    }
    .token svg {
      width: 100%;
      height: 100%;
      display: block;
      overflow: visible;
    }
    .token.selected {
      outline: 3px solid #e0a15a;
      border-radius: 50%;
      z-index: 3;
    }
    .turn-handle {
      position: absolute;
      width: var(--cell);
      height: var(--cell);
      margin: calc(var(--cell) * -0.5);
      padding: calc(var(--cell) * 0.5);
      border-radius: 50%;
      border: 2px dashed rgba(224, 161, 90, 0.9);
      box-sizing: content-box;
      cursor: alias;
      z-index: 1;
    }
    .cursor {
      position: absolute;
      width: var(--cell);
      height: var(--cell);
      box-sizing: border-box;
      border: 3px dashed #1565c0;
      pointer-events: none;
      z-index: 4;
      /* Hidden, not taken out of the layout: the board gets the focus after each drop, and showing
         the cursor then must not lay out the board's pieces again. */
      visibility: hidden;
    }
    .board:focus .cursor,
    .cursor.armed {
      visibility: visible;
    }
    .cursor.armed {
      border-style: solid;
      border-color: #2e7d32;
    }
    .problem-mark {
      position: absolute;
      box-sizing: border-box;
      border: 2px solid #d32f2f;
      pointer-events: none;
      z-index: 3;
    }
    .problem-mark span {
      position: absolute;
      right: -6px;
      top: -8px;
      background: #d32f2f;
      color: #fff;
      font: 700 11px/16px sans-serif;
      width: 16px;
      text-align: center;
      border-radius: 50%;
    }
    .preview {
      position: absolute;
      box-sizing: border-box;
      pointer-events: none;
      z-index: 5;
    }
    .preview.off {
      visibility: hidden;
    }
    .preview.legal {
      background: rgba(46, 125, 50, 0.25);
      border: 3px solid #2e7d32;
    }
    .preview.illegal {
      background: rgba(211, 47, 47, 0.25);
      border: 3px solid #d32f2f;
    }
    .reason {
      position: absolute;
      top: 100%;
      left: 0;
      width: max-content;
      max-width: 22rem;
      background: #b71c1c;
      color: #fff;
      font: 13px/1.3 system-ui, sans-serif;
      padding: 0.3rem 0.5rem;
      border-radius: 4px;
    }
    .status {
      margin: 0;
      padding: 0.3rem 0.6rem;
      font-size: 0.85rem;
      background: #f4efe4;
      border-top: 1px solid var(--line, #ccc);
      min-height: 1.2em;
    }
    .board-tools {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.2rem 0.7rem;
      padding: 0.25rem 0.6rem;
      font-size: 0.8rem;
      background: #f4efe4;
      border-bottom: 1px solid var(--line, #ccc);
    }
    .board-tools input {
      font: inherit;
    }
    .tools-label {
      font-weight: 600;
    }
    .points input {
      width: 3rem;
    }
    .tools-problem {
      color: #8e1414;
    }
    .note {
      flex: 1;
      display: flex;
      gap: 0.3rem;
      align-items: center;
      min-width: 16rem;
    }
    .note input {
      flex: 1;
    }
    /* The named cells: in the spaces' places, unseen, letting the pointer through. */
    .cells {
      position: absolute;
      inset: 0;
      display: grid;
      pointer-events: none;
    }
    .cells [role='row'] {
      display: contents;
    }
    .note-mark {
      position: absolute;
      width: var(--cell);
      height: var(--cell);
      pointer-events: none;
      z-index: 3;
      background: linear-gradient(225deg, #ffd54f 0 22%, #7a5c00 22% 25%, transparent 25%);
    }
    /* Overlays: outlines and rings over the terrain and under the tokens, never a fill that reads as terrain. */
    .sight-mark {
      position: absolute;
      box-sizing: border-box;
      width: var(--cell);
      height: var(--cell);
      border: 2px dashed #d55e00;
      pointer-events: none;
      z-index: 1;
    }
    .sight-mark span {
      position: absolute;
      left: 1px;
      bottom: 0;
      font: 700 9px/1 system-ui, sans-serif;
      color: #fff;
      background: #d55e00;
      padding: 1px 2px;
      border-radius: 2px;
    }
    .reach-mark {
      position: absolute;
      width: var(--cell);
      height: var(--cell);
      box-sizing: border-box;
      border: 3px dotted #0072b2;
      border-radius: 50%;
      pointer-events: none;
      z-index: 1;
    }
    .reach-mark span {
      position: absolute;
      right: 0;
      top: 0;
      font: 700 10px/1 system-ui, sans-serif;
      color: #fff;
      background: #0072b2;
      padding: 1px 3px;
      border-radius: 6px;
    }
    .select-box {
      position: absolute;
      box-sizing: border-box;
      border: 2px dashed #1565c0;
      background: rgba(21, 101, 192, 0.12);
      pointer-events: none;
      z-index: 5;
    }
`;
