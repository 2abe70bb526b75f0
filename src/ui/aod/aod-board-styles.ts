/** The look of the Angel of Darkness board: tiles with thick walls, side colours, cards and piles. */
import { css } from 'lit';

export const boardStyles = css`
  :host {
    display: block;
    --good: #1f5fae;
    --bad: #b3261e;
    --wall: #2b2118;
  }
  .turn {
    font-weight: bold;
    margin: 0 0 0.5rem;
  }
  .museum-wrap {
    overflow: auto;
  }
  .museum {
    display: inline-grid;
    gap: 2px;
  }
  .row {
    display: grid;
    grid-template-columns: repeat(var(--cols), 4.2rem);
    gap: 2px;
  }
  .cell {
    position: relative;
    box-sizing: border-box;
    width: 4.2rem;
    height: 4.2rem;
    padding: 0;
    margin: 0;
    border: 5px solid transparent;
    border-radius: 2px;
    font: inherit;
    background: none;
  }
  .cell.outside {
    visibility: hidden;
  }
  .cell.closed {
    background: repeating-linear-gradient(45deg, #6b5a45, #6b5a45 6px, #5c4c39 6px, #5c4c39 12px);
    border-color: #4a3d2e;
  }
  .cell.open,
  .cell.start {
    background: #efe6d2;
    border-color: #d9ccb1;
  }
  .cell.start {
    background: #dfeedd;
  }
  .cell.fallen {
    background: #111;
    border-color: #111;
  }
  .cell.wall-N {
    border-top-color: var(--wall);
  }
  .cell.wall-E {
    border-right-color: var(--wall);
  }
  .cell.wall-S {
    border-bottom-color: var(--wall);
  }
  .cell.wall-W {
    border-left-color: var(--wall);
  }
  button.cell.can {
    cursor: pointer;
    outline: 2px dashed #d08c00;
    outline-offset: -9px;
  }
  button.cell.can:hover,
  button.cell.can:focus-visible {
    outline: 3px solid #d08c00;
  }
  .symbol,
  .torch,
  .bomb,
  .start-mark {
    position: absolute;
    font-size: 1.35rem;
    line-height: 1;
  }
  .symbol {
    top: 2px;
    left: 3px;
  }
  .symbol.energy {
    color: #b58900;
  }
  .symbol.ammo {
    color: #444;
  }
  .symbol.life {
    color: #c0392b;
  }
  .torch {
    top: 2px;
    right: 3px;
  }
  .bomb {
    bottom: 2px;
    right: 3px;
  }
  .start-mark {
    top: 2px;
    left: 3px;
    font-size: 0.6rem;
    color: #2d6a2d;
  }
  .figures {
    position: absolute;
    bottom: 3px;
    left: 3px;
    display: flex;
    flex-wrap: wrap;
    gap: 1px;
  }
  .counters {
    position: absolute;
    top: 1.2rem;
    left: 50%;
    transform: translateX(-50%);
    display: flex;
    gap: 1px;
  }
  .counter {
    display: inline-block;
    min-width: 1rem;
    border-radius: 50%;
    font-size: 0.7rem;
    text-align: center;
    color: #fff;
    background: #6d4c9f;
  }
  .counter.painting {
    background: #8e5b2e;
  }
  .counter.large {
    background: #c79a00;
  }
  .figure {
    display: inline-grid;
    place-content: center;
    width: 1.4rem;
    height: 1.4rem;
    border-radius: 50%;
    color: #fff;
    font-size: 0.65rem;
    font-weight: bold;
  }
  .figure.good {
    background: var(--good);
  }
  .figure.bad {
    background: var(--bad);
  }
  .figure.down {
    transform: rotate(90deg);
    opacity: 0.6;
  }
  .tray,
  .piles,
  .cards {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem;
    align-items: center;
    margin: 0.4rem 0;
  }
  .card {
    width: 3rem;
    height: 4rem;
    border-radius: 5px;
    border: 2px solid #999;
    font-size: 1.1rem;
    cursor: pointer;
    background: #fff;
  }
  .card.energy {
    border-color: #b58900;
  }
  .card.ammo {
    border-color: #555;
  }
  .card.life {
    border-color: #c0392b;
  }
  .card[aria-pressed='true'] {
    background: #ffe9a8;
    transform: translateY(-4px);
    box-shadow: 0 2px 4px #0004;
  }
  .pile {
    padding: 0.2rem 0.5rem;
    border: 1px solid #bbb;
    border-radius: 4px;
    background: #fafafa;
    font: inherit;
  }
  button.pile {
    cursor: pointer;
    background: #fff7df;
  }
  .hand h3,
  .summary h3 {
    margin: 0.5rem 0 0.2rem;
    font-size: 1rem;
  }
  .hint {
    color: #666;
  }
  .players {
    list-style: none;
    padding: 0;
    margin: 0.5rem 0;
    display: grid;
    gap: 0.3rem;
  }
  .player {
    padding: 0.3rem 0.5rem;
    border-left: 5px solid;
  }
  .player.good {
    border-color: var(--good);
  }
  .player.bad {
    border-color: var(--bad);
  }
  .player.now {
    background: #fff7df;
  }
  .summary {
    padding: 0.5rem;
    border: 2px solid #c79a00;
    border-radius: 6px;
    margin-bottom: 0.5rem;
  }
  .summary th {
    text-align: left;
    padding-right: 1rem;
  }
`;
