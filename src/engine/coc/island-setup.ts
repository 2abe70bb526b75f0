/**
 * A new Island Campaign ("Island Campaign mode: Setup changes", "Island Setup"): the island's decks
 * and tokens (island-state.ts), Lara's kit from the board (the Dual Pistols), the Research Deck with
 * the maps shuffled in (game.ts), the first Jungle level, then the Lara-Pin's start space — asked as
 * the first decision unless the options give it — and the first Natla-Pin. A scenario's setup may
 * lay the island out as it likes (`setup.island`).
 */
import type { Ctx } from './context.ts';
import { cardIdOf } from './cards.ts';
import type { RandomState } from '../core/random.ts';
import type { RulesContent } from './rules-content.ts';
import { defaultBoard, islandBoard, spaceOf } from './island-board.ts';
import { newCampaignState, type CampaignState } from './island-state.ts';
import { placeLaraPin } from './island-answers.ts';
import { EngineError, type GameRef, type IslandSetup, type LevelRef, type NewGameOptions } from './types.ts';

export function newCampaign(content: RulesContent, ref: GameRef, random: RandomState): CampaignState {
  return newCampaignState(content, ref.kind === 'islandBoard' ? ref.id : defaultBoard(content), random);
}

/** The level a campaign is on: its location card, or the crypt. */
export function campaignLevel(_content: RulesContent, c: CampaignState): LevelRef {
  return c.location ? { kind: 'location', id: cardIdOf(c.location) } : { kind: 'crypt', id: c.crypt };
}

/** What Lara starts the campaign with: the board's kit. */
export const campaignKit = (content: RulesContent, c: CampaignState) => islandBoard(content, c.board).start;

/** After the first level is laid out: the Lara-Pin's start (or the decision), the first Natla-Pin, a scenario's island.
 * */
export function beginCampaign(ctx: Ctx, options: NewGameOptions): void {
  const island = options.setup?.island;
  ctx.state.campaign!.rolls = [...(options.islandRolls ?? [])];
  if (options.islandStart !== undefined) placeLaraPin(ctx, options.islandStart);
  else if (island?.lara === undefined) ctx.state.pending = { kind: 'islandStart' };
  if (island) applyIslandSetup(ctx, island);
}

function applyIslandSetup(ctx: Ctx, s: IslandSetup): void {
  const c = ctx.state.campaign!;
  const board = islandBoard(ctx.content, c.board);
  const spaces = (list: string[] | undefined) => list?.map((id) => spaceOf(board, id).id);
  if (s.lara !== undefined) {
    c.lara = spaceOf(board, s.lara).id;
    if (c.stage === 'start') c.stage = 'level';
    if (ctx.state.pending?.kind === 'islandStart') ctx.state.pending = null;
  }
  if (s.pins) c.pins = spaces(s.pins)!;
  if (s.cleared) c.cleared = spaces(s.cleared)!;
  if (s.tokens) {
    for (const [space, token] of Object.entries(s.tokens)) {
      if (spaceOf(board, space).type !== 'tomb') throw new EngineError(`Setup: ${space} is not a tomb space.`);
      if (!board.tombTokens.some((t) => t.id === token))
        throw new EngineError(`Setup: the board has no Tomb Token "${token}".`);
    }
    c.tokens = { ...s.tokens };
  }
  if (s.revealed) c.revealed = spaces(s.revealed)!;
  if (s.found) c.found = [...s.found];
  ctx.state.natlaPins = c.pins.length + c.arriving;
  if (c.lara && c.pins.includes(c.lara)) ctx.state.invaded = true;
}
