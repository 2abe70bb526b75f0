import { css } from 'lit';

export const uwWorkbenchStyles = css`
  :host { display: block; height: 100%; font-size: 0.9rem; }
  .bench { display: grid; grid-template-columns: minmax(0, 1fr) 20rem; height: 100%; }
  .main { overflow: auto; padding: 0.5rem 1rem; }
  .bar { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; margin-bottom: 0.5rem; }
  .ro { font-style: italic; color: #8a5a00; }
  .problems { border-left: 1px solid #ccc; padding: 0 0.6rem; overflow: auto; }
  .region { display: grid; grid-template-columns: minmax(0, 1fr) 19rem; gap: 1rem; }
  .palette { display: flex; flex-wrap: wrap; gap: 0.3rem; padding: 0.4rem; border: 1px dashed #999; border-radius: 6px; background: #fbf8f1; }
  .chip { padding: 0.15rem 0.5rem; border: 1px solid #b9a77c; border-radius: 1rem; background: #fff; cursor: grab; user-select: none; }
  h3 { font-size: 0.95rem; margin: 0.6rem 0 0.2rem; }
  .track { display: grid; grid-template-columns: 1fr auto; align-items: end; }
  .track h3 { grid-column: 1 / -1; }
  .spaces { display: flex; flex-wrap: wrap; gap: 0.25rem; list-style: none; margin: 0; padding: 0; }
  .space { display: flex; flex-direction: column; justify-content: space-between; width: 3.4rem; height: 3.4rem; padding: 0.15rem; border: 1px solid #aaa; border-radius: 4px; background: #fff; cursor: pointer; }
  .track.acrobatics .space { background: #fdf3dc; }
  .track.battle .space { background: #fbe4e1; }
  .track.trick .space { background: #e4f3e4; }
  .space.selected, .obstacle.selected { outline: 3px solid #1565c0; }
  .n { font-size: 0.7rem; color: #666; }
  .fx { display: flex; flex-wrap: wrap; gap: 0.1rem; }
  .add { height: 3.4rem; }
  .obstacles { display: grid; grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); gap: 0.3rem; list-style: none; padding: 0; margin: 0; }
  .obstacle { display: flex; flex-direction: column; gap: 0.15rem; padding: 0.35rem; border: 1px solid #bbb; border-radius: 4px; background: #fafafa; cursor: grab; }
  .obstacle span { font-size: 0.8rem; }
  .inspector { border: 1px solid #ddd; border-radius: 6px; padding: 0.5rem; align-self: start; display: flex; flex-direction: column; gap: 0.35rem; }
  .inspector label { display: flex; flex-direction: column; gap: 0.1rem; }
  .inspector ul { list-style: none; padding: 0; margin: 0; display: flex; flex-direction: column; gap: 0.25rem; }
  .inspector li { display: flex; flex-wrap: wrap; gap: 0.25rem; align-items: center; }
  .req { display: inline-flex; gap: 0.15rem; align-items: center; }
  .req input, .inspector li input[type='number'] { width: 3.5rem; }
  .row { display: flex; flex-wrap: wrap; gap: 0.3rem; }
  .hint { color: #666; font-size: 0.85rem; margin: 0.2rem 0; }
  .journey { list-style: none; padding: 0; margin: 0 0 0.5rem; display: flex; flex-direction: column; gap: 0.25rem; max-width: 28rem; counter-reset: j; }
  .journey li { display: flex; gap: 0.5rem; align-items: center; padding: 0.35rem 0.5rem; border: 1px solid #b9a77c; border-radius: 4px; background: #fbf8f1; cursor: grab; counter-increment: j; }
  .journey li::before { content: counter(j) '.'; font-weight: bold; }
  .journey li button { margin-left: auto; }
  .fields, .card-form { display: flex; flex-wrap: wrap; gap: 0.6rem; }
  :focus-visible { outline: 2px solid #1565c0; outline-offset: 1px; }
`;
