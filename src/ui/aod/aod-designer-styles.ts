/** The look of the museum designer: its toolbar, the museum grid and palette, the tile painter. */
import { css } from 'lit';

const tileFace = css`
  .face {
    position: relative;
    display: inline-block;
    box-sizing: border-box;
    background: #efe6d2;
    border: 4px solid #d9ccb1;
  }
  .face.mini {
    width: 1.6rem;
    height: 1.6rem;
    border-width: 3px;
    vertical-align: middle;
  }
  .face.full {
    width: 100%;
    height: 100%;
  }
  .face.wall-N {
    border-top-color: #2b2118;
  }
  .face.wall-E {
    border-right-color: #2b2118;
  }
  .face.wall-S {
    border-bottom-color: #2b2118;
  }
  .face.wall-W {
    border-left-color: #2b2118;
  }
  .symbol,
  .torch {
    position: absolute;
    font-size: 1.1rem;
    line-height: 1;
  }
  .symbol {
    top: 1px;
    left: 1px;
  }
  .torch {
    top: 1px;
    right: 1px;
  }
  .symbol.energy {
    color: #b58900;
  }
  .symbol.life {
    color: #c0392b;
  }
  fieldset {
    border: 1px solid #ccc;
    margin: 0 0 0.5rem;
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem 0.8rem;
  }
  input[type='number'] {
    width: 3.5rem;
  }
  .hint {
    color: #555;
    font-size: 0.85rem;
  }
  h3 {
    margin: 0 0 0.3rem;
    font-size: 1rem;
  }
`;

export const designerStyles = css`
  :host {
    display: flex;
    flex-direction: column;
    height: 100%;
    overflow: auto;
  }
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    align-items: center;
    padding: 0.35rem 0.6rem;
    border-bottom: 1px solid #ccc;
  }
  .title {
    font-weight: bold;
    margin-left: 0.5rem;
  }
  .ro,
  .saved {
    color: #555;
    font-size: 0.85rem;
  }
  .work {
    display: grid;
    grid-template-columns: minmax(0, 1fr) 18rem;
    gap: 0.75rem;
    padding: 0.6rem;
  }
  .problems ul {
    padding-left: 1rem;
    margin: 0;
  }
  .problems .error {
    color: #a00;
  }
  .problems .warning {
    color: #8a5a00;
  }
  .problems h3 {
    margin: 0 0 0.3rem;
    font-size: 1rem;
  }
  .start {
    padding: 1rem 1.5rem;
    max-width: 48rem;
  }
  .start ul {
    list-style: none;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem 1rem;
  }
`;

export const editorStyles = [
  tileFace,
  css`
    .museum-editor {
      display: grid;
      grid-template-columns: 13rem minmax(0, auto) minmax(14rem, 1fr);
      gap: 0.75rem;
      align-items: start;
    }
    .palette ul {
      list-style: none;
      padding: 0;
      margin: 0;
      display: grid;
      gap: 0.25rem;
    }
    .palette li {
      display: flex;
      gap: 0.3rem;
      align-items: center;
    }
    .chip {
      display: flex;
      gap: 0.35rem;
      align-items: center;
      flex: 1;
      text-align: left;
      font: inherit;
      font-size: 0.85rem;
      cursor: grab;
      touch-action: none;
      user-select: none;
    }
    .chip.chosen {
      outline: 2px solid #d08c00;
    }
    .grid {
      display: inline-grid;
      gap: 2px;
      user-select: none;
    }
    .row {
      display: grid;
      grid-template-columns: repeat(var(--cols), 3.4rem);
      gap: 2px;
    }
    .place {
      position: relative;
      box-sizing: border-box;
      width: 3.4rem;
      height: 3.4rem;
      touch-action: none;
    }
    .place.corner {
      visibility: hidden;
    }
    .place.ring {
      border: 1px dashed #bbb;
      cursor: pointer;
    }
    .place.ring.start {
      border: 1px solid #2d6a2d;
      background: #dfeedd;
    }
    .start-mark {
      position: absolute;
      bottom: 2px;
      left: 3px;
      font-size: 0.6rem;
      color: #2d6a2d;
    }
    .place.empty {
      border: 2px dashed #c9b99a;
    }
    .place.random {
      background: repeating-linear-gradient(45deg, #6b5a45, #6b5a45 6px, #5c4c39 6px, #5c4c39 12px);
      color: #f4f1ea;
      display: grid;
      place-content: center;
    }
    .place.laid {
      cursor: grab;
    }
    .place.hover {
      outline: 3px solid #d08c00;
    }
    .place[aria-selected='true'],
    .place:focus-visible {
      outline: 3px solid #1f5fae;
      outline-offset: -2px;
    }
    .seatings {
      flex-basis: 100%;
    }
    .seat {
      margin: 0.2rem 0;
      display: flex;
      flex-wrap: wrap;
      gap: 0.3rem;
      align-items: center;
    }
    .count {
      font-size: 0.85rem;
    }
    .check {
      font-size: 0.85rem;
    }
  `,
];

export const painterStyles = [
  tileFace,
  css`
    .painter {
      display: flex;
      gap: 1.5rem;
      align-items: flex-start;
      flex-wrap: wrap;
    }
    .big {
      position: relative;
      width: 14rem;
      height: 14rem;
      background: #efe6d2;
      user-select: none;
      touch-action: none;
    }
    .big:focus-visible {
      outline: 3px solid #1f5fae;
    }
    .side {
      position: absolute;
      border: none;
      padding: 0;
      background: #e3d7bd;
      cursor: pointer;
    }
    .side[aria-pressed='true'] {
      background: #2b2118;
    }
    .side:hover {
      outline: 2px solid #d08c00;
    }
    .side-N {
      top: 0;
      left: 0;
      right: 0;
      height: 2.2rem;
    }
    .side-S {
      bottom: 0;
      left: 0;
      right: 0;
      height: 2.2rem;
    }
    .side-E {
      top: 2.2rem;
      bottom: 2.2rem;
      right: 0;
      width: 2.2rem;
    }
    .side-W {
      top: 2.2rem;
      bottom: 2.2rem;
      left: 0;
      width: 2.2rem;
    }
    .centre {
      position: absolute;
      inset: 2.2rem;
      display: grid;
      place-content: center;
      font-size: 2.5rem;
    }
    .centre .symbol,
    .centre .torch {
      position: static;
      font-size: 2.5rem;
    }
    fieldset {
      flex-direction: column;
    }
  `,
];
