/**
 * The CCG engine's game functions (DESIGN.md "Engines"): newGame → state; legalActions; applyAction →
 * next state and events; replay of a log; a digest to compare states. Pure: data in, data out; all
 * chance comes from the generator in the state. The prepared content (ccgContent of a pack and its
 * dependencies, built once by the caller) is passed to every call; the state holds only ids. index.ts
 * publishes them; the engine's own modules (the module, the bots, the scenario runner) import them from
 * here, not through index.ts.
 */
import { copyJson } from '../../model/json-read.ts';
import { digest } from '../core/digest.ts';
import { copyList, mapList } from '../core/lists.ts';
import type { CcgContent } from './content.ts';
import type { Ctx } from './context.ts';
import { levelFor } from './level.ts';
import { createState } from './setup.ts';
import { advance } from './flow.ts';
import { perform } from './actions.ts';
import { legal } from './legal.ts';
import { unknownAction } from '../core/scenario-steps.ts';
import { CCG_ACTION_TYPES, isCcgActionType } from './action-types.ts';
import {
  EngineError,
  type ActionStep,
  type ApplyResult,
  type CcgAction,
  type CcgEvent,
  type CcgState,
  type GameLog,
  type LevelRef,
  type NewGameOptions,
  type PlacedLocation,
} from './types.ts';

/** A new game of a level: the map laid out, decks shuffled, hands dealt, and the rules run to the first decision. */
export function newGame(content: CcgContent, levelRef: LevelRef, options: NewGameOptions): CcgState {
  return newGameWithEvents(content, levelRef, options).state;
}

export function newGameWithEvents(content: CcgContent, levelRef: LevelRef, options: NewGameOptions): ApplyResult {
  const { ctx } = createState(content, levelRef, options);
  advance(ctx);
  // Through cloneState: every state then has the same object shape (faster property reads in the
  // engine), and shares nothing with the level read for play (so it may be changed in place).
  return { state: cloneState(ctx.state), events: ctx.events };
}

function contextFor(content: CcgContent, state: CcgState, quiet = false): Ctx {
  return {
    content,
    level: levelFor(content, state.level.id),
    state,
    events: [],
    seriesLevel: state.seriesLevel,
    quiet,
  };
}

/**
 * A deep copy, written out field by field (several times faster than a generic JSON copy, which
 * dominated the time of whole games, and than a spread of the state); the log's actions and the
 * manual notes are shared, as they are never changed once added. A field added to the state must be
 * copied here: the type checker names a missing required one; the property test (every state of its
 * random games copies to an equal state, and applyAction never changes its input) an optional one.
 */
export function cloneState(s: CcgState): CcgState {
  const spot = <T extends { column: number; depth: number } | null>(x: T): T =>
    (x && { column: x.column, depth: x.depth }) as T;
  return {
    game: s.game,
    level: { ...s.level },
    mode: s.mode,
    random: copyList(s.random) as CcgState['random'],
    status: s.status,
    winners: copyList(s.winners),
    outcome: s.outcome,
    turn: s.turn,
    round: s.round,
    order: copyList(s.order),
    active: s.active,
    timed: s.timed,
    seriesLevel: s.seriesLevel,
    startingDepth: s.startingDepth,
    map: mapList(s.map, copyPlaced),
    drawnTreasureSpots: mapList(s.drawnTreasureSpots, (d) => ({ spot: spot(d.spot), choices: copyList(d.choices) })),
    levelDecks: mapList(s.levelDecks, copyList),
    treasureRoomPlaced: s.treasureRoomPlaced,
    setAside: copyList(s.setAside),
    copies: { ...s.copies },
    treasureFound: s.treasureFound,
    obstacleDeck: copyList(s.obstacleDeck),
    obstacleDiscard: copyList(s.obstacleDiscard),
    droppedTreasure: s.droppedTreasure && { ...s.droppedTreasure, spot: spot(s.droppedTreasure.spot) },
    raiders: mapList(s.raiders, (r) => ({
      ...r,
      deck: copyList(r.deck),
      hand: copyList(r.hand),
      discard: copyList(r.discard),
      saved: copyList(r.saved),
      unsaved: copyList(r.unsaved),
      at: spot(r.at),
      entrance: spot(r.entrance),
      savePoint: spot(r.savePoint),
      injuries: { ...r.injuries },
      treasuresWon: copyList(r.treasuresWon),
      usedThisTurn: copyList(r.usedThisTurn),
      jammed: copyList(r.jammed),
      ...(r.abilityUses ? { abilityUses: mapList(r.abilityUses, (u) => ({ effect: u.effect, turn: u.turn })) } : {}),
      ...(r.deeds
        ? {
            deeds: mapList(r.deeds, (d) =>
              d.against === undefined
                ? { deed: d.deed, turn: d.turn }
                : { deed: d.deed, turn: d.turn, against: d.against },
            ),
          }
        : {}),
      ...(r.usedThisLevel ? { usedThisLevel: copyList(r.usedThisLevel) } : {}),
      ...(r.sharedDice
        ? {
            sharedDice: mapList(r.sharedDice, (d) => ({
              card: d.card,
              obstacle: d.obstacle,
              spot: spot(d.spot),
              ability: d.ability,
              dice: d.dice,
              turn: d.turn,
            })),
          }
        : {}),
    })),
    step: s.step && copyStep(s.step),
    pending: s.pending && copyJson(s.pending),
    resolving: mapList(s.resolving, (x) => ({ ...x })),
    lastRoll: s.lastRoll && copyJson(s.lastRoll),
    manualQueue: mapList(s.manualQueue, (x) => ({ ...x })),
    manualNotes: copyList(s.manualNotes),
    ...(s.forcedMoves
      ? { forcedMoves: mapList(s.forcedMoves, (f) => ({ player: f.player, spot: spot(f.spot), explored: f.explored })) }
      : {}),
    log: s.log.slice(), // only ever pushed to from [] (packed): slice keeps it packed, and copies a long log faster
  };
}

/** An action round step; a forced move's step holds the step it interrupted (forced-move.ts). */
function copyStep(step: ActionStep): ActionStep {
  const copy: ActionStep = {
    ...step,
    start: { column: step.start.column, depth: step.start.depth },
    toFace: copyList(step.toFace),
  };
  if (step.offered) copy.offered = copyList(step.offered);
  if (step.interrupted !== undefined) copy.interrupted = step.interrupted && copyStep(step.interrupted);
  return copy;
}

/** A placed location, written out field by field (a spread of it took a sixth of a copied game's time). */
function copyPlaced(p: PlacedLocation): PlacedLocation {
  return {
    spot: { column: p.spot.column, depth: p.spot.depth },
    card: p.card,
    face: p.face,
    rotation: p.rotation,
    obstacles: mapList(p.obstacles, (o) => ({ card: o.card, owner: o.owner, hits: o.hits })),
    printedHits: p.printedHits,
    printedRemoved: p.printedRemoved,
    empty: p.empty,
    addedExits: copyList(p.addedExits),
    blockedExits: copyList(p.blockedExits),
    savePoint: p.savePoint,
  };
}

/** Applies one action to a copy of the state; the state given is never changed. */
export function applyAction(content: CcgContent, state: CcgState, action: CcgAction): ApplyResult {
  if (state.status !== 'playing')
    throw new EngineError(`The game is over (${state.status}); no action can be applied.`);
  // An action from outside (a scenario, a saved game) may name no action at all: say so, not what the decision waits
  // for.
  if (!isCcgActionType(action.type)) throw new EngineError(unknownAction(String(action.type), CCG_ACTION_TYPES));
  const ctx = contextFor(content, cloneState(state));
  perform(ctx, action);
  advance(ctx);
  ctx.state.log.push(action);
  return { state: ctx.state, events: ctx.events };
}

/**
 * Applies one action to `state` itself, for players that keep no earlier state (bots, the bench):
 * the same game as applyAction without its copy of the state (and of the growing log) per action.
 * Only for legal actions: an action refused halfway leaves the state half changed. The state must be
 * the caller's own (a newGame state is; a state that another part still keeps: copy it once with cloneState).
 * `quiet`: no events are built (none returned) — for bots that read none; the game is the same.
 */
export function applyActionInPlace(
  content: CcgContent,
  state: CcgState,
  action: CcgAction,
  options: { quiet?: boolean } = {},
): CcgEvent[] {
  if (state.status !== 'playing')
    throw new EngineError(`The game is over (${state.status}); no action can be applied.`);
  const ctx = contextFor(content, state, options.quiet === true);
  perform(ctx, action);
  advance(ctx);
  state.log.push(action);
  return ctx.events;
}

/**
 * A bot's game in place and quiet, through one context kept for the whole game (the content and the
 * level looked up once, not twice an action): `legal()` is legalActions, `play(action)` is
 * applyActionInPlace(…, { quiet: true }). The state must be the caller's own, as for applyActionInPlace.
 */
export interface QuietTable {
  ctx: Ctx;
  legal(): CcgAction[];
  play(action: CcgAction): void;
}

export function quietTable(content: CcgContent, state: CcgState): QuietTable {
  const ctx = contextFor(content, state, true);
  return {
    ctx,
    legal: () => legal(ctx),
    play(action) {
      if (state.status !== 'playing')
        throw new EngineError(`The game is over (${state.status}); no action can be applied.`);
      perform(ctx, action);
      advance(ctx);
      state.log.push(action);
    },
  };
}

/** Every action that may be taken now (answers to the pending decision, or the players' own actions). */
export function legalActions(content: CcgContent, state: CcgState): CcgAction[] {
  return legal(contextFor(content, state));
}

export function gameLog(state: CcgState, options: NewGameOptions): GameLog {
  return { game: 'ccg', level: { ...state.level }, options, actions: [...state.log] };
}

/** Plays a log again from the start: the same content, seed and actions give the same state. */
export function replay(content: CcgContent, log: GameLog): { state: CcgState; events: CcgEvent[] } {
  const start = newGameWithEvents(content, log.level, log.options);
  let state = start.state;
  const events = [...start.events];
  for (const action of log.actions) {
    const result = applyAction(content, state, action);
    state = result.state;
    events.push(...result.events);
  }
  return { state, events };
}

export const stateDigest = (state: CcgState) => digest(state);
