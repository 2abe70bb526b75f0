import { html } from 'lit';

/** The Underworld board's look (the board is drawn inside the play shell's shadow root). */
export const uwBoardStyle = html`<style>
  .uw { display: flex; flex-direction: column; gap: 0.4rem; font-size: 0.9rem; }
  .uw h3 { margin: 0.3rem 0 0; font-size: 1.05rem; }
  .uw h4 { margin: 0.3rem 0 0; font-size: 0.95rem; }
  .uw h5 { margin: 0 0 0.2rem; font-size: 0.9rem; }
  .journey { display: flex; flex-wrap: wrap; gap: 0.25rem; list-style: none; padding: 0; margin: 0; counter-reset: r; }
  .journey li { padding: 0.15rem 0.5rem; border: 1px solid #b9a77c; border-radius: 1rem; background: #f7f1e3; color: #555; }
  .journey li.done { text-decoration: line-through; color: #888; }
  .journey li.now { background: #5b3c11; color: #fff; font-weight: bold; }
  .journey li.jorm { border-style: dashed; }
  .turn { margin: 0; }
  .top { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start; }
  .dice { display: flex; flex-wrap: wrap; gap: 0.35rem; align-items: center; }
  .die { font-size: 1.3rem; }
  .gauges { display: grid; grid-template-columns: max-content auto; gap: 0.1rem 0.6rem; margin: 0; }
  .gauges dt { font-weight: bold; }
  .gauges dd { margin: 0; }
  .place { display: inline-flex; align-items: center; gap: 0.25rem; padding: 0.2rem 0.4rem; border: 1px solid #ccc; border-radius: 4px; background: #fff; font: inherit; color: inherit; }
  button.place.play { border: 2px solid #1565c0; background: #e3f0ff; cursor: pointer; }
  button.place.play:hover { background: #cfe3ff; }
  .tracks { display: flex; flex-direction: column; gap: 0.25rem; container-type: inline-size; }
  /* A track fits its panel: every space has the width that fits the longest track (--most spaces) in the tracks'
     width, between 2rem and 4rem, so the rows stay aligned; the board's panel scrolls only below that. */
  .track { display: flex; gap: 0.2rem; align-items: stretch; }
  .track-name { flex: none; width: 6rem; font-weight: bold; align-self: center; }
  .track .space {
    display: flex;
    flex: none;
    width: clamp(2rem, calc((100cqi - 6rem) / var(--most, 8) - 0.2rem), 4rem);
  }
  .track .space .place { flex: 1; min-width: 0; padding-inline: 0.15rem; }
  .track.acrobatics .space .place { background: #fdf3dc; }
  .track.battle .space .place { background: #fbe4e1; }
  .track.trick .space .place { background: #e4f3e4; }
  .space .place { flex-direction: column; min-height: 3.2rem; justify-content: space-between; }
  .space.passed .place { opacity: 0.55; }
  .space.here .place { outline: 3px solid #5b3c11; }
  .space button.place.play { background: #e3f0ff; }
  .n { font-size: 0.7rem; color: #666; align-self: flex-start; }
  .fx { display: flex; gap: 0.1rem; }
  .lara { font-size: 0.7rem; font-weight: bold; background: #5b3c11; color: #fff; border-radius: 3px; padding: 0 0.2rem; }
  .obstacles { display: grid; grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr)); gap: 0.3rem; list-style: none; padding: 0; margin: 0; }
  .obstacle { border: 1px solid #bbb; border-radius: 4px; padding: 0.3rem; display: flex; flex-direction: column; gap: 0.1rem; background: #fafafa; }
  .obstacle.passed { background: #eee; color: #666; }
  .obstacle.asked { border: 2px solid #c62828; background: #fff3f3; }
  .obstacle .state { font-size: 0.75rem; font-style: italic; }
  .obstacle .cost { font-size: 0.8rem; }
  .natla { background: #6a1b9a; color: #fff; border-radius: 3px; padding: 0 0.3rem; font-size: 0.75rem; align-self: flex-start; }
  .enemies { display: grid; grid-template-columns: repeat(8, 1fr); gap: 0.2rem; list-style: none; padding: 0; margin: 0; }
  .slot { min-height: 2.6rem; border: 1px dashed #bbb; border-radius: 4px; display: flex; }
  .slot .place { flex: 1; font-size: 0.75rem; }
  .card.enemy { color: #8b0000; font-weight: bold; }
  .decision { border: 2px solid #c62828; border-radius: 6px; padding: 0.4rem 0.6rem; background: #fff8f0; }
  .decision p { margin: 0 0 0.3rem; }
  .answers { display: flex; flex-wrap: wrap; gap: 0.3rem; }
  .players { display: grid; grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr)); gap: 0.4rem; }
  .player { border: 1px solid #ccc; border-radius: 6px; padding: 0.4rem; }
  .player.active { border: 2px solid #5b3c11; }
  .player.out { opacity: 0.5; }
  .hand, .counters, .objects { display: flex; flex-wrap: wrap; gap: 0.25rem; margin-bottom: 0.2rem; }
  .available { margin: 0; font-size: 0.85rem; }
  .summary { border: 2px solid #5b3c11; border-radius: 6px; padding: 0.6rem 1rem; }
</style>`;
