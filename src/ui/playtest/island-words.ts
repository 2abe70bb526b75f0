/**
 * The Island Campaign's decisions in words (decision-words.ts asks here): where the Lara-Pin
 * starts, her island move and the Event Cards it costs, a map's move, which Tomb Token a map turns
 * up, and which way a Natla-Pin goes between equally short paths. Pure, like decision-words.
 */
import type { RulesContent } from '../../engine/coc/index.ts';
import type { CocAction, CocState, Pending } from '../../engine/coc/index.ts';
import { cardName, cardText } from '../../analysis/coc-view.ts';
import { islandTargets, spaceWords } from '../../analysis/coc-island-view.ts';
import type { Decision } from './decision-words.ts';

type IslandPending = Extract<Pending, { kind: 'islandStart' | 'islandMove' | 'revealTombToken' | 'natlaPath' }>;

const ISLAND_KINDS = new Set(['islandStart', 'islandMove', 'revealTombToken', 'natlaPath']);
export const isIslandDecision = (p: Pending | null): p is IslandPending => !!p && ISLAND_KINDS.has(p.kind);

const cards = (n: number) => `${n} Event Card${n === 1 ? '' : 's'}`;

export function describeIslandDecision(
  content: RulesContent,
  state: CocState,
  legal: readonly CocAction[],
  p: IslandPending,
): Decision {
  const c = state.campaign!;
  const where = (id: string) => spaceWords(content, state, id);
  const costs = islandTargets(content, state);
  const answer = (action: CocAction): Decision['answers'][number] => {
    switch (action.type) {
      case 'islandStart':
        return { action, words: `Start on ${where(action.space)}` };
      case 'islandMove': {
        const cost = costs.get(action.to) ?? 0;
        if (action.to === c.lara) return { action, words: `Stay on ${where(action.to)}` };
        return {
          action,
          words: `Move to ${where(action.to)}`,
          ...(cost
            ? { text: `Passes ${cost === 1 ? 'a cleared space' : `${cost} cleared spaces`}: discard ${cards(cost)}.` }
            : {}),
        };
      }
      case 'useResearch': {
        const text = cardText(content, 'research', action.card);
        return {
          action,
          words: `Play the map ${cardName(content, 'research', action.card)} first`,
          ...(text ? { text } : {}),
        };
      }
      case 'revealTombToken':
        return { action, words: `Turn up the Tomb Token on ${where(action.space)}` };
      case 'moveNatlaPin':
        return { action, words: `The pin steps to ${where(action.to)}` };
      default:
        return { action, words: action.type };
    }
  };
  const answers = legal.map(answer);
  const deck = `${cards(state.eventDeck.draw.length)} left in the Event Deck`;
  switch (p.kind) {
    case 'islandStart':
      return {
        kind: p.kind,
        heading: 'Where does the Lara-Pin start on the island?',
        detail:
          'Lara starts on one of the jungle start spaces, and plays its level first. The first Natla-Pin then enters the island by the Enemy Die, at least 2 spaces away from her.',
        answers,
      };
    case 'revealTombToken':
      return {
        kind: p.kind,
        heading: `Map: turn ${p.count === 1 ? 'a Tomb Token' : `${p.count} Tomb Tokens`} face up`,
        detail: 'The token stays on its tomb: Lara collects it only by clearing that tomb.',
        answers,
      };
    case 'natlaPath': {
      const from = c.pins[p.pin]!;
      return {
        kind: p.kind,
        heading: 'Which way does the Natla-Pin go?',
        detail: `The Natla-Pin on ${where(from)} steps towards Lara on ${where(c.lara!)} by a shortest path; these ways are equally short.`,
        answers,
      };
    }
    case 'islandMove':
      switch (p.by) {
        case 'paths':
          return {
            kind: p.kind,
            heading: "Lara's island move",
            detail: `Lara is on ${where(c.lara!)}. She goes along the paths to a space she has not cleared; each cleared space she passes costs an Event Card (${deck}).${c.skips ? ` A map lets her pass ${c.skips === 1 ? 'one space' : `${c.skips} spaces`} for free.` : ''}${answers.some((a) => a.action.type === 'useResearch') ? ' A map card may be played first.' : ''}`,
            answers,
          };
        case 'anyClearedSpace':
          return {
            kind: p.kind,
            heading: 'Map: go to any cleared space',
            detail: `Then ${p.then ? `up to ${p.then} more step${p.then === 1 ? '' : 's'}` : 'the island move goes on from there'}.`,
            answers,
          };
        case 'anyTomb':
          return {
            kind: p.kind,
            heading: 'Map: go to any tomb',
            detail: 'Lara goes straight to the tomb chosen.',
            answers,
          };
        case 'steps':
          return {
            kind: p.kind,
            heading: `Map: ${p.steps === 1 ? 'one more step' : `${p.steps} more steps`}`,
            detail: `A step onto a cleared space ${p.free ? 'is free with this map' : `costs an Event Card (${deck})`}; staying ends the map's move.`,
            answers,
          };
      }
  }
}
