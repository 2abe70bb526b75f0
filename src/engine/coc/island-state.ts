/**
 * What the Island Campaign adds to a game's state (plain JSON like the rest): where the Lara-Pin
 * and the Natla-Pins stand, the Cleared Tokens, the Tomb Tokens still on the island (and which are
 * face up), what Lara has found, the location decks, the face-down Crypt Card, the Boss Deck, and
 * the stage of the campaign between two levels.
 */
import type { RulesContent } from './rules-content.ts';
import type { RandomState } from '../core/random.ts';
import { shuffle } from '../core/random.ts';
import { deckOf, cardIdOf, cardOf } from './cards.ts';
import { islandBoard } from './island-board.ts';
import { EngineError } from './types.ts';
import type { CampaignStage, CampaignState } from './state-parts.ts';
export type { CampaignStage, CampaignState } from './state-parts.ts';

/** Pins in the box: with all of them on the island, a run-out hurts instead. */
export const NATLA_PINS = 8;
/** Spaces a Natla-Pin entering the island walks from Lara's space. */
export const ENTRY_STEPS = 3;
/** A pin placed at setup must be at least this far from Lara (else it is placed again). */
export const SETUP_MIN_DISTANCE = 2;

/**
 * A new campaign's island (Island Setup steps 2–4 and 7): location decks, the Crypt Card, the Boss
 * Deck and the Tomb Tokens shuffled with the game's generator; the first Jungle card drawn.
 */
export function newCampaignState(content: RulesContent, boardId: string, random: RandomState): CampaignState {
  const board = islandBoard(content, boardId);
  const locations: CampaignState['locations'] = {};
  for (const type of ['jungle', 'mountain', 'desert', 'tomb'])
    locations[type] = {
      draw: shuffle(
        random,
        deckOf(content, 'location', (i) => i.locationType === type),
      ),
      played: [],
    };
  const crypts = shuffle(random, deckOf(content, 'crypt'));
  if (!crypts.length) throw new EngineError('The pack has no Crypt Card for the Island Campaign.');
  const tombs = board.order.filter((id) => board.spaces.get(id)!.type === 'tomb');
  const tokens: Record<string, string> = {};
  // The MAP and the KEY always go on the island, whatever the number of tombs (rule decision 87).
  const finds = board.tombTokens.filter((t) => t.find).map((t) => t.id);
  const others = shuffle(
    random,
    board.tombTokens.filter((t) => !t.find).map((t) => t.id),
  );
  shuffle(random, [...finds, ...others].slice(0, tombs.length)).forEach((t, i) => (tokens[tombs[i]!] = t));
  const state: CampaignState = {
    board: boardId,
    stage: 'start',
    lara: null,
    pins: [],
    arriving: 0,
    cleared: [],
    tokens,
    revealed: [],
    found: [],
    locations,
    crypt: crypts[0]!,
    bosses: shuffle(random, deckOf(content, 'boss')),
    location: null,
    boss: null,
    skips: 0,
    natla: 0,
    natlaMoved: false,
    rolls: [],
  };
  // Island Setup: the first level is a Jungle Location Card.
  state.location = drawLocation(state, 'jungle', random);
  if (cardOf(content, 'location', state.location).bossLevel === true) state.boss = state.bosses.shift() ?? null;
  return state;
}

export function cloneCampaign(c: CampaignState): CampaignState {
  const locations: CampaignState['locations'] = {};
  for (const [k, v] of Object.entries(c.locations)) locations[k] = { draw: v.draw.slice(), played: v.played.slice() };
  return {
    ...c,
    pins: c.pins.slice(),
    cleared: c.cleared.slice(),
    tokens: { ...c.tokens },
    revealed: c.revealed.slice(),
    found: c.found.slice(),
    locations,
    bosses: c.bosses.slice(),
    rolls: c.rolls.slice(),
  };
}

/**
 * The next card of a location deck; an empty deck takes its played cards back, shuffled (rule
 * decision 89: the base pack has one card per type).
 */
export function drawLocation(c: CampaignState, type: string, random: RandomState): string {
  const deck = c.locations[type];
  if (!deck) throw new EngineError(`No location deck "${type}".`);
  if (!deck.draw.length) deck.draw = shuffle(random, deck.played.splice(0));
  const card = deck.draw.shift();
  if (card === undefined) throw new EngineError(`The pack has no ${type} location card for the Island Campaign.`);
  return card;
}

/** The location card a campaign level plays (instance id → card id). */
export const locationId = (instance: string) => cardIdOf(instance);

/** The island as a scenario reads it: where the pins are, what is cleared and found, the face-up tokens. */
export interface IslandReport {
  stage: CampaignStage;
  lara: string | null;
  pins: string[];
  cleared: string[];
  /** Tomb Tokens still on the island (space → token), face down ones included: the report is for tests. */
  tokens: Record<string, string>;
  revealed: string[];
  found: string[];
  crypt: string;
  bosses: string[];
  boss: string | null;
}

export function islandReport(c: CampaignState): IslandReport {
  return {
    stage: c.stage,
    lara: c.lara,
    pins: [...c.pins],
    cleared: [...c.cleared],
    tokens: { ...c.tokens },
    revealed: [...c.revealed],
    found: [...c.found],
    crypt: c.crypt,
    bosses: [...c.bosses],
    boss: c.boss,
  };
}
