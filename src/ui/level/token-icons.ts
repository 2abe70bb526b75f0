/**
 * Our own drawings of the level's tokens, each in a CELL-sized box with its origin at the box's
 * centre. Colours come with a letter (R, B, G) so doors and switches read without colour; facing
 * tokens carry an arrow turned to their facing; a spawn point's starting enemy is a badge with the
 * enemy's mark (enemyIcon: a shape and two letters of its own for each enemy type).
 */
import { svg } from 'lit';
import { isObject } from '../../model/json-read.ts';
import { FACING_DEGREES } from './terrain-art.ts';
import type { Facing } from '../../model/coc-grid.ts';

const COLOURS: Record<string, { fill: string; letter: string }> = {
  red: { fill: '#c0392b', letter: 'R' },
  blue: { fill: '#2e6bc6', letter: 'B' },
  gold: { fill: '#d4a017', letter: 'G' },
};

const arrow = (facing: unknown, radius: number, colour = '#111') =>
  typeof facing === 'string' && facing in FACING_DEGREES
    ? svg`<g class="facing-arrow" data-facing=${facing} transform="rotate(${FACING_DEGREES[facing as Facing]})">
        <path d="M0 ${-radius - 7} L6 ${-radius + 1} L-6 ${-radius + 1} Z" fill=${colour} stroke="#fff" stroke-width="1.2"></path>
      </g>`
    : null;

function door(colour: string, state: string) {
  const c = COLOURS[colour] ?? { fill: '#777', letter: '?' };
  if (state === 'open')
    return svg`<g class="door open">
      <rect x="-15" y="-16" width="30" height="32" rx="2" fill="#f8f4ea" stroke=${c.fill} stroke-width="3.5"></rect>
      <path d="M-13 -14 L-3 -10 L-3 14 L-13 14 Z" fill=${c.fill} opacity=".85"></path>
      <text x="6" y="5" font-size="12" font-weight="700" text-anchor="middle" fill=${c.fill}>${c.letter}</text>
    </g>`;
  return svg`<g class="door closed">
    <rect x="-15" y="-16" width="30" height="32" rx="2" fill=${c.fill} stroke="#1b1b1b" stroke-width="2"></rect>
    <line x1="-15" y1="0" x2="15" y2="0" stroke="#1b1b1b" stroke-width="1.5"></line>
    <circle cx="9" cy="5" r="2" fill="#1b1b1b"></circle>
    <text x="0" y="-4" font-size="11" font-weight="700" text-anchor="middle" fill="#fff">${c.letter}</text>
  </g>`;
}

function switchIcon(colour: string) {
  const c = COLOURS[colour] ?? { fill: '#777', letter: '?' };
  return svg`<g class="switch">
    <circle r="15" fill="#f2efe6" stroke="#1b1b1b" stroke-width="1.5"></circle>
    <circle r="11" fill=${c.fill}></circle>
    <rect x="-2" y="-14" width="4" height="12" rx="2" fill="#1b1b1b" transform="rotate(35)"></rect>
    <text x="0" y="7" font-size="10" font-weight="700" text-anchor="middle" fill="#fff">${c.letter}</text>
  </g>`;
}

const artifact = () => svg`<g class="artifact">
  <path d="M0 -15 L12 -4 L0 15 L-12 -4 Z" fill="#e8b923" stroke="#5a3d00" stroke-width="2"></path>
  <path d="M-12 -4 H12 M0 -15 L-4 -4 L0 15 L4 -4 Z" fill="none" stroke="#5a3d00" stroke-width="1"></path>
</g>`;

const barrier = (health: unknown) => svg`<g class="barrier">
  <rect x="-16" y="-13" width="32" height="26" fill="#8d6e63" stroke="#2b1d16" stroke-width="2"></rect>
  <path d="M-16 -4 H16 M-16 5 H16 M-6 -13 V-4 M6 -4 V5 M-6 5 V13" stroke="#2b1d16" stroke-width="1.2"></path>
  <circle cx="9" cy="-9" r="8" fill="#fff" stroke="#2b1d16" stroke-width="1.5"></circle>
  <text class="health" x="9" y="-5.5" font-size="10" font-weight="700" text-anchor="middle" fill="#2b1d16">${String(health ?? '?')}</text>
</g>`;

const boulder = () => svg`<g class="boulder">
  <circle r="16" fill="#7b7f86" stroke="#222" stroke-width="2"></circle>
  <path d="M-9 -6 Q-3 -1 -6 6 M4 -11 Q2 -3 9 1 M1 8 Q5 9 7 13" fill="none" stroke="#333" stroke-width="1.4"></path>
</g>`;

const exit = () => svg`<g class="exit">
  <rect x="-16" y="-16" width="32" height="32" rx="3" fill="#1d6b3a" stroke="#0b2e18" stroke-width="2"></rect>
  <path d="M-8 -11 V11 M-8 -11 H4 V-3 M-8 11 H4 V3" fill="none" stroke="#fff" stroke-width="2"></path>
  <path d="M-1 0 H13 M8 -5 L13 0 L8 5" fill="none" stroke="#fff" stroke-width="2.4"></path>
</g>`;

const laraStart = (facing: unknown) => svg`<g class="lara">
  <circle r="13" fill="#6a1b9a" stroke="#fff" stroke-width="2"></circle>
  <circle cy="-4" r="4" fill="#fff"></circle>
  <path d="M-7 8 Q0 -1 7 8 Z" fill="#fff"></path>
  ${arrow(facing, 13, '#6a1b9a')}
</g>`;

const spawnPoint = (number: unknown, facing: unknown, enemy: unknown) => svg`<g class="spawn">
  <circle r="13" fill="#fff7e0" stroke="#b23a10" stroke-width="3"></circle>
  <text class="spawn-number" y="5" font-size="14" font-weight="800" text-anchor="middle" fill="#b23a10">${String(number ?? '?')}</text>
  ${arrow(facing, 13, '#b23a10')}
  ${
    typeof enemy === 'string' && enemy
      ? svg`<g class="enemy" data-enemy=${enemy} transform="translate(11 11)">
        <title>${enemy} starts here</title>
        ${enemyIcon(enemy, 8)}
      </g>`
      : null
  }
</g>`;

/** Enemy marks in colours told apart by colour-blind eyes (Okabe–Ito), each with its own shape and letters. */
const ENEMY_MARKS: Record<string, { letters: string; shape: Shape; fill: string }> = {
  wildlife: { letters: 'Wi', shape: 'circle', fill: '#009e73' },
  protectors: { letters: 'Pr', shape: 'square', fill: '#0072b2' },
  'natla-tech': { letters: 'NT', shape: 'hexagon', fill: '#cc79a7' },
  wolf: { letters: 'Wo', shape: 'triangle', fill: '#d55e00' },
  snake: { letters: 'Sn', shape: 'diamond', fill: '#4d8c2f' },
  hoplite: { letters: 'Ho', shape: 'shield', fill: '#8a6d00' },
  archer: { letters: 'Ar', shape: 'triangle', fill: '#5b3fa0' },
  enforcer: { letters: 'En', shape: 'square', fill: '#333333' },
  grenadier: { letters: 'Gr', shape: 'diamond', fill: '#a3361b' },
};
type Shape = 'circle' | 'square' | 'hexagon' | 'triangle' | 'diamond' | 'shield';

/** An enemy type's mark: its own, or for an enemy of a user's pack two letters of its id on a grey disc. */
export function enemyMark(enemy: string): { letters: string; shape: Shape; fill: string } {
  const words = enemy.split(/[-_\s]+/).filter(Boolean);
  const letters =
    words.length > 1
      ? `${words[0]!.charAt(0)}${words[1]!.charAt(0)}`.toUpperCase()
      : `${enemy.charAt(0).toUpperCase()}${enemy.charAt(1)}`;
  return ENEMY_MARKS[enemy] ?? { letters, shape: 'circle', fill: '#666666' };
}

function shapePath(shape: Shape, r: number): string {
  switch (shape) {
    case 'square':
      return `M${-r} ${-r}H${r}V${r}H${-r}Z`;
    case 'diamond':
      return `M0 ${-r * 1.25}L${r * 1.25} 0L0 ${r * 1.25}L${-r * 1.25} 0Z`;
    case 'triangle':
      return `M0 ${-r * 1.3}L${r * 1.25} ${r * 0.9}H${-r * 1.25}Z`;
    case 'hexagon':
      return (
        Array.from(
          { length: 6 },
          (_, i) =>
            `${i ? 'L' : 'M'}${(r * 1.1 * Math.cos((Math.PI / 3) * i)).toFixed(2)} ${(r * 1.1 * Math.sin((Math.PI / 3) * i)).toFixed(2)}`,
        ).join('') + 'Z'
      );
    case 'shield':
      return `M${-r} ${-r}H${r}V0Q${r} ${r} 0 ${r * 1.2}Q${-r} ${r} ${-r} 0Z`;
    case 'circle':
      return `M${-r} 0A${r} ${r} 0 1 0 ${r} 0A${r} ${r} 0 1 0 ${-r} 0Z`;
  }
}

/** An enemy type's icon, centred on the origin, about 2r across. */
export function enemyIcon(enemy: string, r = 12) {
  const mark = enemyMark(enemy);
  return svg`<g class="enemy-icon" data-shape=${mark.shape}>
    <path d=${shapePath(mark.shape, r)} fill=${mark.fill} stroke="#fff" stroke-width=${r / 7}></path>
    <text class="enemy-letter" y=${r * 0.36} font-size=${r * 0.95} font-weight="800" text-anchor="middle" fill="#fff">${mark.letters}</text>
  </g>`;
}

/** The drawing of a token (a layout entry or a palette template), centred on the origin. */
export function tokenIcon(token: unknown) {
  if (!isObject(token)) return null;
  switch (token.type) {
    case 'door':
      return door(String(token.colour), String(token.state));
    case 'switch':
      return switchIcon(String(token.colour));
    case 'artifact':
      return artifact();
    case 'barrier':
      return barrier(token.health);
    case 'boulder':
      return boulder();
    case 'exit':
      return exit();
    case 'laraStart':
      return laraStart(token.facing);
    case 'spawnPoint':
      return spawnPoint(token.number, token.facing, token.enemy);
    default:
      return svg`<g><circle r="12" fill="#ccc" stroke="#333"></circle><text y="4" font-size="12" text-anchor="middle">?</text></g>`;
  }
}
