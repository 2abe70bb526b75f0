import { svg } from 'lit';
import type { LevelGrid, GridSpace } from '../../model/coc-grid.ts';
import type { CocState, EnemyState, Level } from '../../engine/coc/index.ts';
import { CELL } from '../level/terrain-art.ts';

/**
 * The playtest board's spaces for a screen reader and a test: a grid of rows of named cells, each
 * named by what is on it — the terrain, the tokens, Lara and the enemies, and whether Lara can
 * reach it now. Drawn over the board, invisible and letting the clicks through.
 */
export function boardCells(
  grid: LevelGrid,
  level: Level,
  state: CocState,
  enemies: readonly EnemyState[],
  enemyName: (e: EnemyState) => string,
  reach: ReadonlyMap<string, { points: number }> | undefined,
) {
  const onSpace = new Map<string, string[]>();
  const put = (p: { x: number; y: number }, what: string) =>
    onSpace.set(`${p.x},${p.y}`, [...(onSpace.get(`${p.x},${p.y}`) ?? []), what]);
  put(state.lara.at, `Lara, facing ${FACING_WORDS[state.lara.facing]}`);
  for (const e of enemies) put(e.at, `${enemyName(e)}, facing ${FACING_WORDS[e.facing]}, health ${e.health}`);
  for (const s of level.spawnPoints) put(s.at, `spawn point ${s.number}`);
  if (level.exit) put(level.exit, 'exit');
  for (const s of level.switches) put(s.at, `${s.colour} switch`);
  level.doors.forEach((d, i) => put(d.at, `${d.colour} door, ${state.doors[i] ? 'open' : 'closed'}`));
  level.artifacts.forEach((p, i) => state.artifacts[i] && put(p, 'artifact'));
  level.barriers.forEach((b, i) => state.barriers[i]! > 0 && put(b.at, `barrier, health ${state.barriers[i]}`));
  if (state.boulder) put(state.boulder, 'boulder');
  if (state.noise) put(state.noise, 'Noise Token');
  return svg`<g class="cells" role="rowgroup" pointer-events="none">${grid.rows.map(
    (row, y) =>
      svg`<g role="row">${row.map((space, x) => {
        const here = reach?.get(`${x},${y}`);
        const name = [
          `(${x}, ${y})`,
          terrainWords(space),
          ...(onSpace.get(`${x},${y}`) ?? []),
          ...(here ? [`Lara can move here (${here.points} move points left)`] : []),
        ].join(', ');
        return svg`<rect role="gridcell" aria-label=${name} x=${x * CELL} y=${y * CELL} width=${CELL} height=${CELL} fill="none"></rect>`;
      })}</g>`,
  )}</g>`;
}

const FACING_WORDS: Record<string, string> = { N: 'north', E: 'east', S: 'south', W: 'west' };

function terrainWords(space: GridSpace | null): string {
  if (!space) return 'no tile';
  const terrain = space.terrain === 'low' ? 'LOW' : space.terrain === 'high' ? 'HIGH' : 'blocked';
  const feature =
    space.feature?.type === 'slope'
      ? `, slope down to the ${FACING_WORDS[space.feature.downhill]}`
      : space.feature?.type === 'quicksand'
        ? ', quicksand'
        : '';
  return `${terrain}${feature}, tile ${space.tile}`;
}

/**
 * The tiles as laid: each tile's border, and its number in a badge at its bottom-right corner
 * (where tokens, usually placed from the top-left, do not hide it) — as in the level editor.
 */
export function tileFrames(grid: LevelGrid, numberOf: (tile: string) => number | string) {
  const tiles = new Map<number, { tile: string; x0: number; y0: number; x1: number; y1: number }>();
  for (const row of grid.rows)
    for (const s of row) {
      if (!s) continue;
      const t = tiles.get(s.placement);
      if (!t) tiles.set(s.placement, { tile: s.tile, x0: s.x, y0: s.y, x1: s.x, y1: s.y });
      else
        Object.assign(t, {
          x0: Math.min(t.x0, s.x),
          y0: Math.min(t.y0, s.y),
          x1: Math.max(t.x1, s.x),
          y1: Math.max(t.y1, s.y),
        });
    }
  return svg`<g class="tile-frames" pointer-events="none">${[...tiles.values()].map((t) => {
    const right = (t.x1 + 1) * CELL;
    const bottom = (t.y1 + 1) * CELL;
    return svg`<g class="tile-frame" data-tile=${t.tile}>
      <rect x=${t.x0 * CELL + 1} y=${t.y0 * CELL + 1} width=${right - t.x0 * CELL - 2} height=${bottom - t.y0 * CELL - 2} fill="none" stroke="#3a342c" stroke-width="2.5"></rect>
      <rect x=${right - 24} y=${bottom - 15} width="22" height="13" rx="3" fill="#3a342c" fill-opacity=".85"></rect>
      <text class="tile-number" x=${right - 13} y=${bottom - 5} font-size="10" font-weight="700" text-anchor="middle" fill="#fff">${numberOf(t.tile)}</text>
    </g>`;
  })}</g>`;
}
