/**
 * The CCG designer's path overlay, drawn over each spot of the map (ccg-map.ts): short strokes
 * across the spot's edges where a path from an entrance steps to the next spot, the fewest steps in
 * a corner badge (E1, E2… on the entrances themselves), a dashed outline round a spot no entrance
 * reaches and a double one round a dead end. Only thin strokes and corner marks: the card's name,
 * number and exits stay readable under them. The data is ccg-entrance-paths.ts's.
 */
import { css, html, nothing, svg } from 'lit';
import type { EntrancePaths } from '../../analysis/ccg-entrance-paths.ts';
import { spotKey } from '../../analysis/ccg-entrance-paths.ts';
import type { Side } from '../../model/ccg-card-catalog.ts';
import type { Spot } from '../../model/ccg-level-map.ts';
import { sameSpot } from '../../model/ccg-level-map.ts';

/** One colour per entrance, told apart by colour-blind readers too (Okabe–Ito), always with its number. */
const COLOURS = ['#0072b2', '#d55e00', '#cc79a7', '#009e73', '#56b4e9', '#e69f00'];
export const entranceColour = (i: number) => COLOURS[i % COLOURS.length]!;

// From a little past the edge (to meet the neighbour's stroke across the gap) to just inside the card's border, clear
// of its text.
const STUBS: Record<Side, [number, number, number, number]> = {
  top: [50, -3, 50, 8],
  bottom: [50, 103, 50, 92],
  left: [-3, 50, 8, 50],
  right: [103, 50, 92, 50],
};

/** The nearest entrance to a spot and its steps, or undefined when none reaches it. */
export function nearest(paths: EntrancePaths, spot: Spot): { entrance: number; steps: number } | undefined {
  let best: { entrance: number; steps: number } | undefined;
  paths.entrances.forEach((e, entrance) => {
    const steps = e.steps.get(spotKey(spot));
    if (steps !== undefined && (!best || steps < best.steps)) best = { entrance, steps };
  });
  return best;
}

/** Words for a spot's place on the paths, added to its name on the map. */
export function pathWords(paths: EntrancePaths, spot: Spot): string {
  const entrance = paths.entrances.findIndex((e) => sameSpot(e.spot, spot));
  if (entrance >= 0) return `; entrance E${entrance + 1} of the paths`;
  if (paths.unreachable.some((s) => sameSpot(s, spot))) return '; no entrance reaches it';
  const reached = paths.entrances.flatMap((e, i) => {
    const n = e.steps.get(spotKey(spot));
    return n === undefined ? [] : [`${n} step${n === 1 ? '' : 's'} from E${i + 1}`];
  });
  const dead = paths.deadEnds.some((s) => sameSpot(s, spot)) ? ', a dead end' : '';
  return reached.length ? `; ${reached.join(', ')}${dead}` : '';
}

export function pathMarks(paths: EntrancePaths, spot: Spot) {
  const entrance = paths.entrances.findIndex((e) => sameSpot(e.spot, spot));
  const unreachable = paths.unreachable.some((s) => sameSpot(s, spot));
  const dead = paths.deadEnds.some((s) => sameSpot(s, spot));
  const near = nearest(paths, spot);
  const colour = near ? entranceColour(near.entrance) : '#b71c1c';
  const sides = paths.sides.get(spotKey(spot)) ?? [];
  const badge = entrance >= 0 ? `E${entrance + 1}` : near ? String(near.steps) : '';
  return html`<svg class="paths" viewBox="0 0 100 100" aria-hidden="true" data-path=${entrance >= 0 ? 'entrance' : unreachable ? 'unreachable' : dead ? 'dead-end' : near ? 'reached' : 'none'}>
    ${sides.map((side) => {
      const [x1, y1, x2, y2] = STUBS[side];
      return svg`<line class="step" x1=${x1} y1=${y1} x2=${x2} y2=${y2} stroke=${colour}></line><circle cx=${x2} cy=${y2} r="2.6" fill=${colour}></circle>`;
    })}
    ${unreachable ? svg`<rect class="unreachable" x="5" y="5" width="90" height="90" rx="5"></rect>` : nothing}
    ${dead ? svg`<rect class="dead" x="5" y="5" width="90" height="90" rx="5" stroke=${colour}></rect><rect class="dead" x="9" y="9" width="82" height="82" rx="4" stroke=${colour}></rect>` : nothing}
    ${entrance >= 0 ? svg`<rect class="entrance" x="3" y="3" width="94" height="94" rx="6" stroke=${colour}></rect>` : nothing}
    ${badge ? svg`<g class="badge"><rect x="1" y="80" width=${badge.length > 1 ? 21 : 16} height="16" rx="8" fill=${colour}></rect><text x=${badge.length > 1 ? 11.5 : 9} y="92">${badge}</text></g>` : nothing}
  </svg>`;
}

/** A line of words over the map saying what the overlay found. */
export function pathSummary(paths: EntrancePaths) {
  if (!paths.entrances.length)
    return html`<p class="path-summary" role="status">No entrance on the map yet: place an entrance room on depth 1 to see its paths.</p>`;
  const depths = paths.treasureDepths;
  const range = depths.length > 1 ? `depths ${Math.min(...depths)}–${Math.max(...depths)}` : `depth ${depths[0]}`;
  const short = paths.entrances.flatMap((e, i) =>
    e.missingTreasureDepths.length ? [`E${i + 1} reaches no path to depth ${e.missingTreasureDepths.join(', ')}`] : [],
  );
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return html`<p class="path-summary ${short.length || paths.unreachable.length ? 'warn' : ''}" role="status">
    Paths from ${count(paths.entrances.length, 'entrance', 'entrances')}: ${count(paths.unreachable.length, 'spot', 'spots')} no entrance reaches, ${count(paths.deadEnds.length, 'dead end', 'dead ends')};
    ${short.length ? `${short.join('; ')} (the treasure room may be at ${range}).` : `every entrance reaches the treasure room's ${range}.`}
  </p>`;
}

export const pathStyles = css`
  svg.paths {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    overflow: visible;
    pointer-events: none;
  }
  svg.paths .step {
    stroke-width: 3;
    stroke-linecap: round;
    opacity: 0.8;
  }
  svg.paths .unreachable {
    fill: none;
    stroke: #b71c1c;
    stroke-width: 2.5;
    stroke-dasharray: 6 4;
  }
  svg.paths .dead,
  svg.paths .entrance {
    fill: none;
    stroke-width: 2;
  }
  svg.paths .entrance {
    stroke-width: 3;
  }
  svg.paths .badge text {
    fill: #fff;
    font: 700 10px system-ui, sans-serif;
    text-anchor: middle;
  }
  .path-summary {
    margin: 0.2rem 0.6rem;
    font-size: 0.8rem;
    color: #33402b;
  }
  .path-summary.warn {
    color: #8e1414;
  }
`;
