import { css } from 'lit';

/** The RPG board's look: a stone-grey map of ground types, figures as discs of their side's colour. */
export const boardStyles = css`
  :host {
    display: block;
  }
  .rpg {
    display: flex;
    flex-direction: column;
    gap: 0.75rem;
  }
  header {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
    align-items: baseline;
  }
  h3 {
    margin: 0 0 0.25rem;
    font-size: 1rem;
  }
  .now {
    margin: 0;
    padding: 0.3rem 0.6rem;
    background: #f4ecd8;
    border-left: 4px solid #b08a3e;
  }
  .field {
    display: flex;
    flex-wrap: wrap;
    gap: 1rem;
    align-items: flex-start;
  }
  .map {
    display: grid;
    gap: 2px;
    background: #5d554a;
    padding: 2px;
    border-radius: 4px;
  }
  .row {
    display: contents;
  }
  .space {
    width: 2.6rem;
    height: 2.6rem;
    position: relative;
    display: grid;
    place-items: center;
  }
  .space button {
    all: unset;
    box-sizing: border-box;
    width: 100%;
    height: 100%;
    display: grid;
    place-items: center;
    cursor: pointer;
    outline-offset: -3px;
  }
  .space.can {
    box-shadow: inset 0 0 0 2px #3f7fbf;
  }
  .space button:hover,
  .space button:focus-visible {
    background: rgba(63, 127, 191, 0.35);
    outline: 2px solid #1c4f80;
  }
  .g0 {
    background: #e9e2d0;
  }
  .g1 {
    background: repeating-linear-gradient(45deg, #6f6558, #6f6558 5px, #857a6b 5px, #857a6b 10px);
  }
  .g2 {
    background: repeating-linear-gradient(0deg, #cdbf9b, #cdbf9b 4px, #b9a67a 4px, #b9a67a 6px);
  }
  .g3 {
    background: #e9e2d0;
    box-shadow: inset 0 -0.6rem 0 #9c8e6c;
  }
  .g3.can {
    box-shadow:
      inset 0 -0.6rem 0 #9c8e6c,
      inset 0 0 0 2px #3f7fbf;
  }
  .flag {
    position: absolute;
    top: 0;
    right: 2px;
    color: #2e7d32;
    font-size: 0.9rem;
  }
  .figure {
    width: 2rem;
    height: 2rem;
    border-radius: 50%;
    display: grid;
    place-items: center;
    font-weight: bold;
    font-size: 0.8rem;
    color: #fff;
    position: relative;
    border: 2px solid #222;
  }
  .figure.raiders {
    background: #2f6f9f;
  }
  .figure.opponents {
    background: #a33b2b;
  }
  .figure.down {
    opacity: 0.45;
    filter: grayscale(1);
  }
  .figure.now {
    box-shadow: 0 0 0 3px #f5c542;
  }
  .figure.cover {
    border-style: dashed;
  }
  .wounds {
    position: absolute;
    bottom: -0.45rem;
    left: 50%;
    transform: translateX(-50%);
    font-size: 0.5rem;
    color: #b71c1c;
    white-space: nowrap;
    letter-spacing: -1px;
  }
  .stun {
    position: absolute;
    top: -0.4rem;
    right: -0.4rem;
    background: #6a1b9a;
    border-radius: 50%;
    width: 0.9rem;
    height: 0.9rem;
    font-size: 0.6rem;
    display: grid;
    place-items: center;
  }
  .initiative ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 16rem;
  }
  .initiative li {
    display: flex;
    gap: 0.4rem;
    align-items: baseline;
    padding: 0.15rem 0.4rem;
    border-left: 4px solid #2f6f9f;
    background: #f6f3ec;
  }
  .initiative li.opponents {
    border-left-color: #a33b2b;
  }
  .initiative li.now {
    background: #f9e7b0;
    font-weight: bold;
  }
  .moment {
    min-width: 1.2rem;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .wound-count {
    margin-left: auto;
    color: #b71c1c;
  }
  .stun-words {
    color: #6a1b9a;
  }
  .state {
    color: #666;
  }
  .tray {
    list-style: none;
    display: flex;
    gap: 0.35rem;
    padding: 0;
    margin: 0.25rem 0 0;
  }
  .die {
    width: 2.2rem;
    height: 2.2rem;
    border-radius: 6px;
    display: grid;
    place-items: center;
    font-weight: bold;
    border: 2px solid #444;
    background: #fff;
    position: relative;
  }
  .die.hit {
    background: #dff0d8;
    border-color: #2e7d32;
  }
  .die.miss {
    background: #f3f3f3;
    color: #888;
  }
  .die .mark {
    position: absolute;
    bottom: -0.2rem;
    right: 0.05rem;
    font-size: 0.7rem;
  }
  .roll-text {
    margin: 0;
    font-size: 0.9rem;
  }
  .participants {
    border-collapse: collapse;
  }
  .participants th,
  .participants td {
    padding: 0.2rem 0.6rem;
    text-align: left;
    border-bottom: 1px solid #ddd;
  }
  .participants tr.now {
    background: #f9e7b0;
  }
  .end {
    padding: 0.5rem 0.8rem;
    background: #2b2b2b;
    color: #f4f1ea;
    border-radius: 6px;
  }
  .end ul {
    margin: 0.25rem 0 0;
  }
`;
