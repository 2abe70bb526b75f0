/**
 * Actions in the rulebook's words, as the play shell's buttons and log name them: "Take an energy
 * card", "Play energy 2 + 3 (5 energy)", "Open the tile to the north", "Shoot at Pieter van Eckhardt
 * with ammo 2 (2 hits)". Places are named from where the acting figure stands.
 */
import { cardOf, objectOf, setupOf, tileOf, type AodContent } from './content.ts';
import { actorOf } from './game.ts';
import { cellAt } from './board.ts';
import type { AodAction, AodState, Direction, Place } from './types.ts';

const COMPASS: Record<Direction, string> = { N: 'north', E: 'east', S: 'south', W: 'west' };

function cardsText(content: AodContent, cards: readonly string[]): string {
  const sorted = cards.map((c) => cardOf(content, c)).sort((a, b) => a.value - b.value);
  if (!sorted.length) return 'no cards';
  return `${sorted[0]!.sort} ${sorted.map((c) => c.value).join(' + ')}`;
}

const total = (content: AodContent, cards: readonly string[]) =>
  cards.reduce((n, c) => n + cardOf(content, c).value, 0);

/** A place named from `from`: "your own tile", "the tile to the north", or its column and row. */
function placeFrom(from: Place | null, at: Place): string {
  if (from && from.x === at.x && from.y === at.y) return 'your own tile';
  if (from) {
    const dx = at.x - from.x;
    const dy = at.y - from.y;
    if (Math.abs(dx) + Math.abs(dy) === 1)
      return `the tile to the ${dx === 1 ? 'east' : dx === -1 ? 'west' : dy === 1 ? 'south' : 'north'}`;
  }
  return `the tile at column ${at.x + 1}, row ${at.y + 1}`;
}

export function describeAodAction(content: AodContent, state: AodState, action: AodAction): string {
  const setup = setupOf(content, state.setup);
  const name = (id: string) => setup.characters.find((c) => c.id === id)?.name ?? id;
  const actor = state.figures.find((f) => f.character === actorOf(state));
  const here = actor?.at ?? null;
  switch (action.type) {
    case 'reload': {
      const cell = here && cellAt(state, here);
      const bonus = !!cell && cell.open && tileOf(content, cell.piece).reload === action.sort;
      return bonus
        ? `Reload two ${action.sort} cards (reload symbol)`
        : `Take ${action.sort === 'life' ? 'a' : 'an'} ${action.sort} card`;
    }
    case 'play': {
      const sum = total(content, action.cards);
      if (action.target !== undefined)
        return `Shoot at ${name(action.target)} with ${cardsText(content, action.cards)} (${sum} hit${sum === 1 ? '' : 's'})`;
      return `Play ${cardsText(content, action.cards)} (${sum} energy)`;
    }
    case 'open':
      return `Open ${placeFrom(here, action.at)}`;
    case 'place':
      return action.rotation === 0 ? 'Lay the tile as it is' : `Lay the tile turned ${action.rotation}°`;
    case 'rotate':
      return `Rotate ${placeFrom(here, action.at)} to ${action.rotation}°`;
    case 'move':
      return `Move ${COMPASS[action.direction]}`;
    case 'stop': {
      const left = state.turn.energy ?? 0;
      return left > 0 ? `Stop (${left} energy go${left === 1 ? 'es' : ''} to waste)` : 'Stop';
    }
    case 'claim':
      return `Claim ${objectOf(content, action.object).name}`;
    case 'drop':
      return actor?.carrying ? `Leave ${objectOf(content, actor.carrying).name} here` : 'Leave the counter here';
    case 'handOver':
      return actor?.carrying
        ? `Hand ${objectOf(content, actor.carrying).name} to ${name(action.to)}`
        : `Hand the counter to ${name(action.to)}`;
    case 'takeOver': {
      const from = state.figures.find((f) => f.character === action.from);
      return from?.carrying
        ? `Take over ${objectOf(content, from.carrying).name} from ${name(action.from)}`
        : `Take over the counter from ${name(action.from)}`;
    }
    case 'endTurn':
      return state.turn.actionsLeft === (setup.actionsPerTurn ?? 3) && state.turn.energy === null
        ? 'Pass'
        : 'End the turn';
    case 'ditch':
      return `Ditch ${action.cards.map((c) => cardOf(content, c).name).join(', ')}`;
    case 'takeHits': {
      const hits = state.pending?.kind === 'hits' ? state.pending.hits : total(content, action.cards);
      const sum = total(content, action.cards);
      return `Stop ${hits} hit${hits === 1 ? '' : 's'} with ${cardsText(content, action.cards)}${sum > hits ? ` (${sum - hits} wasted)` : ''}`;
    }
  }
}
