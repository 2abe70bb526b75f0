import { css } from 'lit';
import { problemListStyles } from '../problem-list.ts';

/** The RPG designer's layout: a bar, the item's parts on the left, its problems on the right. */
export const designerStyles = [
  problemListStyles,
  css`
    :host {
      display: block;
      height: 100%;
      overflow: auto;
    }
    .start {
      padding: 1rem 1.5rem;
      max-width: 60rem;
    }
    .start section ul {
      list-style: none;
      padding: 0;
      display: flex;
      flex-wrap: wrap;
      gap: 0.4rem 1rem;
    }
    .bar button,
    .start button,
    .problems-off {
      width: auto;
      border: 1px solid #aaa;
      border-radius: 3px;
      background: #fbf8f2;
      padding: 0.2rem 0.6rem;
    }
    .start li button {
      border: 0;
      text-decoration: underline;
      background: none;
    }
    .bar {
      display: flex;
      flex-wrap: wrap;
      gap: 0.5rem;
      align-items: center;
      padding: 0.4rem 0.8rem;
      border-bottom: 1px solid #ccc;
    }
    .bar h2 {
      margin: 0 auto 0 0.5rem;
      font-size: 1.1rem;
    }
    .bar .play {
      font-weight: bold;
    }
    .ro {
      color: #8a5a00;
    }
    .body {
      display: grid;
      grid-template-columns: minmax(0, 1fr) 20rem;
      gap: 1rem;
      padding: 0.8rem;
    }
    .main {
      display: flex;
      flex-direction: column;
      gap: 1rem;
    }
    h3 {
      margin: 0 0 0.3rem;
      font-size: 1rem;
    }
    .odds {
      padding: 0.5rem 0.8rem;
      background: #eef5ee;
      border-left: 4px solid #2e7d32;
    }
    .odds ul {
      margin: 0;
      padding-left: 1.2rem;
    }
    .form[inert] {
      opacity: 0.8;
    }
    aside.problems {
      border-left: 1px solid #ddd;
      padding-left: 0.8rem;
    }
  `,
];
