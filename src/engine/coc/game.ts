/**
 * The Crypt of Chronos engine's contract (DESIGN.md "Engines"): newGame → state; legalActions;
 * applyAction → next state and events; replay of a log; a digest to compare states. Pure: data in,
 * data out; all chance comes from the generator in the state. The content, prepared once from a
 * pack and its dependencies (rules-content.ts `rulesContent`), is passed to every call, because the
 * state holds only ids.
 */
import { copyJson } from '../../model/json-read.ts';
import { mapList } from '../core/lists.ts';
import type { Loose } from '../../model/item-types.ts';
import type { Kit } from '../../model/types.generated.ts';
import { checkedOfKind } from '../core/checked-content.ts';
import { FACINGS } from '../../model/coc-grid.ts';
import { seedRandom, shuffle, type RandomState } from '../core/random.ts';
import { deckOf } from './cards.ts';
import { digest } from '../core/digest.ts';
import { levelOf, type Level } from './level.ts';
import type { RulesContent } from './rules-content.ts';
import { laraJump, laraStep } from './lara-move.ts';
import { openGoldDoors, takeArtifact, useSwitch } from './level-tokens.ts';
import { exitBlocked } from './objectives.ts';
import { startEnemyPhase } from './enemy-phase.ts';
import { placeEnemy, spawnEnemy, spawnedType } from './spawn.ts';
import { checkSight } from './sight.ts';
import { applySetup } from './setup.ts';
import { startEventPhase } from './event-phase.ts';
import { cryptRules } from './boss.ts';
import { phaseDice } from './condition-rules.ts';
import { mustKeepMoving } from './run.ts';
import { phaseStartTriggers } from './phases.ts';
import { leaveLevel, seriesChapters } from './series.ts';
import { beginInvasion } from './level-start.ts';
import { applyCardSetup, dealCards, emptyInventory, giveKit } from './kit.ts';
import { answer } from './answers.ts';
import { resume } from './resume.ts';
import { startingBarriers } from './level-rules.ts';
import { rollAction } from './lara-actions.ts';
import { fire } from './weapons.ts';
import { craft } from './craft.ts';
import { useAbility } from './abilities.ts';
import { gearRulesOf } from './gear-rules.ts';
import { playResearch } from './research-cards.ts';
import { endLaraPhase, startLaraPhase } from './phases.ts';
import { laraLegalActions } from './legal.ts';
import { legalAnswers } from './answers.ts';
import type { Ctx } from './context.ts';
import { campaignKit, campaignLevel, beginCampaign, newCampaign } from './island-setup.ts';
import { cloneCampaign } from './island-state.ts';
import { unknownAction } from '../core/scenario-steps.ts';
import { COC_ACTION_TYPES, isCocActionType } from './action-types.ts';

import { afterAction, beforeAction, markOf, newPlayers, settleDice, withDiceSplits } from './players.ts';
import {
  EngineError,
  type ApplyResult,
  type CocAction,
  type CocEvent,
  type CocState,
  type GameLog,
  type GameRef,
  type NewGameOptions,
} from './types.ts';

const STARTING_HEALTH = 10;

export function newGame(content: RulesContent, level: GameRef, options: NewGameOptions): CocState {
  const mode = options.mode ?? 'single';
  const random = seedRandom(options.seed);
  // The Island Campaign starts on its board: the first level is the Jungle card drawn at its setup.
  const campaign = mode === 'campaign' ? newCampaign(content, level, random) : null;
  const lv = campaign
    ? levelOf(content, campaignLevel(content, campaign))
    : level.kind === 'islandBoard'
      ? fail(`An island board is played in mode "campaign", not "${mode}".`)
      : levelOf(content, level);
  const kit = campaign ? campaignKit(content, campaign) : startingKit(lv, mode, options.challenge);
  const dice = kit.laraDice ?? laraDiceCount(content);
  const health = kit.health ?? STARTING_HEALTH;
  const state: CocState = {
    game: 'coc',
    level: { kind: lv.ref.kind, id: lv.ref.id },
    mode,
    ...(mode === 'challenge' ? { challenge: options.challenge ?? 0 } : {}),
    random,
    phase: 'lara',
    round: 1,
    status: 'playing',
    lara: {
      at: { ...lv.laraStart.at },
      facing: lv.laraStart.facing,
      health,
      maxHealth: Math.max(health, STARTING_HEALTH),
      dice,
      diceLeft: dice,
    },
    sight: kit.seen === true ? 'seen' : 'hidden',
    noise: null,
    move: null,
    enemies: [],
    nextEnemy: 1,
    // mapList, not `.map`: once newGame itself is optimised (hundreds of games into a worker) its inlined `.map`
    // made these arrays holey, and every function that had read them packed was deoptimised at once
    // (docs/engine-performance.md, "shapes").
    doors: mapList(lv.doors, (d) => d.open),
    artifacts: mapList(lv.artifacts, () => true),
    barriers: startingBarriers(lv, { mode, challenge: options.challenge ?? 0 }),
    boulder: lv.boulder ? { ...lv.boulder } : null,
    searched: false,
    researched: false,
    eventCardsDiscarded: 0,
    eventDeck: { draw: [], discard: [], removed: [] },
    natlaPins: 0,
    bag: [],
    removedResources: [],
    inventory: emptyInventory(),
    decks: { weapon: [], outfit: [], ability: [], research: [], researchDiscard: [] },
    researchCubes: 0,
    diceLostNextPhase: 0,
    weaponUsed: null,
    searchedThisPhase: false,
    pending: null,
    roll: null,
    effects: [],
    enemyQueue: null,
    timedRules: [],
    skipPhases: [],
    usedThisPhase: [],
    phaseSpecialDice: 0,
    damageTaken: 0,
    attack: null,
    log: [],
    invaded: false,
    crypt: cryptRules(lv.item),
    eventPhase: null,
    movesThisPhase: 0,
    campaign,
    series:
      mode === 'series' && level.kind === 'chapter'
        ? { chapters: seriesChapters(content, level.id, options.series), index: 0, advancing: false }
        : null,
    advanced: options.advanced ? { ...options.advanced } : null,
    enemyTurn: 'clockwise',
    bossSlow: 0,
    shieldsUsed: [],
  };
  dealCards(state, content);
  if (campaign) state.decks.research = shuffle(state.random, deckOf(content, 'research')); // the maps too
  if (options.checkpoint) {
    if (!lv.item.checkpoint) throw new EngineError(`The ${level.kind} "${level.id}" is not a checkpoint.`);
    giveKit(state, content, lv.item.checkpoint);
  }
  giveKit(state, content, kit);
  beginInvasion(state, content, lv.item);
  // Fatigued: a die set aside for the level.
  state.lara.diceLeft = phaseDice({ level: lv, state, content, events: [] }, 0);
  const boss = campaign ? (campaign.boss ?? undefined) : lv.boss;
  if (boss !== undefined) {
    const point = lv.spawnPoints.find((s) => s.number === lv.bossSpawnPoint);
    if (!point) throw new EngineError(`The boss's spawn point ${lv.bossSpawnPoint} is not on the level.`);
    placeEnemy(lv, state, content, boss, point.at, point.facing);
    if (content.figures.get(boss)?.startsSeen) state.sight = 'seen';
  }
  for (const point of lv.spawnPoints)
    if (point.enemy) placeEnemy(lv, state, content, spawnedType(content, point.enemy), point.at, point.facing);
  if (campaign) beginCampaign({ level: lv, state, content, events: [] }, options);
  if (options.setup) {
    applySetup(lv, state, content, options.setup);
    applyCardSetup(state, content, options.setup);
  }
  // A multiplayer mode (players.ts): set before the first sight check (Lara against Natla Tech's shorter vision).
  if (options.players) state.players = newPlayers(options.players, state);
  // A card in play may set her maximum health (Survivor); its rule is checked content (rule decision 575).
  const maxima = gearRulesOf({ level: lv, state, content, events: [] }, 'maxHealth').map((r) => r.value ?? 0);
  if (maxima.length) state.lara.maxHealth = Math.max(...maxima);
  // The figures have just been placed: an enemy that sees Lara now has spotted her.
  checkSight(lv, state, content, []);
  // The first Lara Phase starts now: the level condition's start-of-phase effects (Overclock).
  if (state.phase === 'lara') {
    const ctx: Ctx = { level: lv, state, content, events: [] };
    phaseStartTriggers(ctx);
    resume(ctx);
  }
  settleDice(state);
  // Every state the engine hands out is built by cloneState's literal: one object shape for all of
  // them (the literal above, with its optional field, has another), which keeps the engine's
  // property reads monomorphic whether a game is played in place or copied.
  return cloneState(state);
}

function fail(message: string): never {
  throw new EngineError(message);
}

// The level item is checked at the load boundary (rule decision 575): a present start or challenge is an object.
function startingKit(level: Level, mode: string, challenge = 0): Loose<Kit> {
  const item = level.item;
  if (mode === 'challenge') {
    const c = item.challenges?.[challenge];
    if (!c) throw new EngineError(`The ${level.ref.kind} "${level.ref.id}" has no challenge ${challenge + 1}.`);
    return c.start ?? {};
  }
  return item.start ?? {};
}

function laraDiceCount(content: RulesContent): number {
  return checkedOfKind(content.items, 'dice').find((i) => i.dieType === 'lara')?.count ?? 6;
}

/**
 * A deep copy of the state: every action works on one. Written out field by field: a spread of
 * this ~50-field object cost about five times a literal, and the copy runs for every action.
 * A field added to CocState must be added here (the type checker names a missing one; the unit
 * test "cloneState copies every field" catches an optional one).
 */
export function cloneState(s: CocState): CocState {
  const next: CocState = {
    game: s.game,
    level: { ...s.level },
    mode: s.mode,
    random: s.random.slice() as RandomState,
    phase: s.phase,
    round: s.round,
    status: s.status,
    lara: { ...s.lara, at: { ...s.lara.at } },
    sight: s.sight,
    noise: s.noise && { ...s.noise },
    move: s.move && { ...s.move },
    // mapList, not `.map`, for the lists of objects: newGame's state is this copy, and once cloneState is optimised
    // (hundreds of games into a worker) an inlined `.map` made them holey, deoptimising their readers (warmpool).
    enemies: mapList(s.enemies, (e) => ({ ...e, at: { ...e.at } })),
    nextEnemy: s.nextEnemy,
    doors: s.doors.slice(),
    artifacts: s.artifacts.slice(),
    barriers: s.barriers.slice(),
    boulder: s.boulder && { ...s.boulder },
    searched: s.searched,
    researched: s.researched,
    eventCardsDiscarded: s.eventCardsDiscarded,
    eventDeck: {
      draw: s.eventDeck.draw.slice(),
      discard: s.eventDeck.discard.slice(),
      removed: s.eventDeck.removed.slice(),
    },
    natlaPins: s.natlaPins,
    bag: s.bag.slice(),
    removedResources: s.removedResources.slice(),
    inventory: {
      ...s.inventory,
      resources: s.inventory.resources.slice(),
      weapons: mapList(s.inventory.weapons, (w) => ({ ...w })),
      outfits: s.inventory.outfits.slice(),
      abilities: s.inventory.abilities.slice(),
      research: s.inventory.research.slice(),
      relics: s.inventory.relics.slice(),
    },
    decks: {
      weapon: s.decks.weapon.slice(),
      outfit: s.decks.outfit.slice(),
      ability: s.decks.ability.slice(),
      research: s.decks.research.slice(),
      researchDiscard: s.decks.researchDiscard.slice(),
    },
    researchCubes: s.researchCubes,
    diceLostNextPhase: s.diceLostNextPhase,
    weaponUsed: s.weaponUsed,
    searchedThisPhase: s.searchedThisPhase,
    pending: s.pending && copyJson(s.pending),
    roll: s.roll && copyJson(s.roll),
    effects: mapList(s.effects, (f) => ({ ...f })),
    enemyQueue: s.enemyQueue && s.enemyQueue.slice(),
    timedRules: mapList(s.timedRules, (t) => ({ ...t })),
    skipPhases: s.skipPhases.slice(),
    usedThisPhase: s.usedThisPhase.slice(),
    phaseSpecialDice: s.phaseSpecialDice,
    damageTaken: s.damageTaken,
    attack: s.attack, // replaced, never changed in place
    log: s.log.slice(),
    invaded: s.invaded,
    crypt: s.crypt,
    eventPhase: s.eventPhase && { ...s.eventPhase, rolls: s.eventPhase.rolls.slice() },
    movesThisPhase: s.movesThisPhase,
    series: s.series && { ...s.series, chapters: s.series.chapters.slice() },
    campaign: s.campaign && cloneCampaign(s.campaign),
    advanced: s.advanced && { ...s.advanced },
    enemyTurn: s.enemyTurn,
    bossSlow: s.bossSlow,
    shieldsUsed: s.shieldsUsed.slice(),
  };
  if (s.challenge !== undefined) next.challenge = s.challenge;
  if (s.doorsOpened !== undefined) next.doorsOpened = s.doorsOpened; // replaced, never changed in place
  if (s.players !== undefined) next.players = { ...s.players, dice: s.players.dice.slice() };
  return next;
}

export function applyAction(content: RulesContent, state: CocState, action: CocAction): ApplyResult {
  if (state.status !== 'playing')
    throw new EngineError(`The game is over (${state.status}); no action can be applied.`);
  // An action from outside (a scenario, a saved game) may name no action at all: say so, not what a decision waits for.
  if (!isCocActionType(action.type)) throw new EngineError(unknownAction(String(action.type), COC_ACTION_TYPES));
  const next = cloneState(state);
  return { state: next, events: play(content, next, action) };
}

/**
 * The same as applyAction, but changes `state` itself instead of a copy, and returns the events:
 * for players that keep no earlier state (the random player, bots), which then need not pay for a
 * copy of the state per action. The game goes exactly as with applyAction. Only for legal actions:
 * an action refused halfway leaves the state half changed.
 */
export function applyActionInPlace(content: RulesContent, state: CocState, action: CocAction): CocEvent[] {
  if (state.status !== 'playing')
    throw new EngineError(`The game is over (${state.status}); no action can be applied.`);
  return play(content, state, action);
}

/** Carries out the action on `next` (changed in place): the rules, then whatever follows until a decision is due. */
function play(content: RulesContent, next: CocState, action: CocAction): CocEvent[] {
  const level = levelOf(content, next.level);
  const ctx: Ctx = { level, state: next, content, events: [] };
  // A multiplayer game: the action's player and (shared expedition) whose dice it uses.
  const mark = next.players && markOf(next);
  const split = mark && beforeAction(ctx, action);
  if (next.pending) answer(ctx, action);
  else perform(ctx, action);
  resume(ctx);
  if (mark) afterAction(ctx, action, mark, split);
  // ctx.level: a series may have moved on to its next chapter.
  if (next.status === 'playing') openGoldDoors(ctx.level, next, content, ctx.events);
  next.log.push(action);
  return ctx.events;
}

function requirePhase(state: CocState, phase: CocState['phase'], action: CocAction): void {
  if (state.phase !== phase)
    throw new EngineError(`"${action.type}" belongs to the ${phase} phase; it is now the ${state.phase} phase.`);
}

function requireNotPassing(state: CocState, action: CocAction): void {
  if (state.move?.passing)
    throw new EngineError(`Lara is moving past an enemy and must move on before "${action.type}".`);
}

function perform(ctx: Ctx, action: CocAction): void {
  const { level, state, content, events } = ctx;
  if (
    action.type !== 'step' &&
    action.type !== 'jump' &&
    action.type !== 'turn' &&
    state.phase === 'lara' &&
    mustKeepMoving(ctx)
  )
    throw new EngineError(
      `Lara must spend her ${state.move!.points} move point${state.move!.points === 1 ? '' : 's'} first (${state.move!.points === 1 ? 'it' : 'they'} cannot be left on this level) before "${action.type}".`,
    );
  switch (action.type) {
    case 'move':
    case 'hide':
    case 'search':
    case 'research':
    case 'melee':
      requirePhase(state, 'lara', action);
      requireNotPassing(state, action);
      return rollAction(ctx, action);
    case 'fire':
      requirePhase(state, 'lara', action);
      requireNotPassing(state, action);
      state.move = null;
      return fire(ctx, action);
    case 'ability':
      requirePhase(state, 'lara', action);
      requireNotPassing(state, action);
      return useAbility(ctx, action);
    case 'useResearch':
      requirePhase(state, 'lara', action);
      requireNotPassing(state, action);
      return playResearch(ctx, action.card, 'laraPhase');
    case 'craft':
      requirePhase(state, 'lara', action);
      requireNotPassing(state, action);
      return craft(ctx, action.recipe, action.pay, action.shareAmmo);
    case 'step':
      requirePhase(state, 'lara', action);
      return laraStep(level, state, content, facingOf(action.facing), events);
    case 'jump':
      requirePhase(state, 'lara', action);
      return laraJump(level, state, content, facingOf(action.facing), events);
    case 'endMove':
      requirePhase(state, 'lara', action);
      requireNotPassing(state, action);
      state.move = null;
      return;
    case 'turn':
      requirePhase(state, 'lara', action);
      state.lara.facing = facingOf(action.facing);
      events.push({ type: 'turn', text: `Lara turns to face ${state.lara.facing}.` });
      return;
    case 'useSwitch':
      requirePhase(state, 'lara', action);
      return useSwitch(level, state, content, events);
    case 'takeArtifact':
      requirePhase(state, 'lara', action);
      return takeArtifact(level, state, events);
    case 'exit': {
      requirePhase(state, 'lara', action);
      const why = exitBlocked(level, state, content);
      if (why) throw new EngineError(`Lara cannot leave: ${why}.`);
      return leaveLevel(ctx);
    }
    case 'endLaraPhase':
      requirePhase(state, 'lara', action);
      requireNotPassing(state, action);
      return endLaraPhase(ctx);
    case 'enemyPhase':
      requirePhase(state, 'enemy', action);
      return startEnemyPhase(ctx, action.rotationRoll);
    case 'spawnEnemy':
      requirePhase(state, 'event', action);
      spawnEnemy(level, state, content, action.enemy, action.roll, events);
      return;
    case 'eventPhase':
      requirePhase(state, 'event', action);
      return startEventPhase(ctx, action.rolls);
    case 'endEventPhase':
      requirePhase(state, 'event', action);
      if (!state.eventPhase?.done)
        throw new EngineError('The Event Cards must be drawn and resolved first ("eventPhase").');
      state.eventPhase = null;
      if (state.enemies.length === 0 && state.sight === 'seen') {
        state.sight = 'hidden';
        events.push({
          type: 'hidden',
          text: 'No enemy is on the level at the end of the Event Phase: Lara is HIDDEN again.',
        });
      }
      return startLaraPhase(ctx);
    default:
      throw new EngineError(`"${(action as CocAction).type}" answers a decision, and none is pending.`);
  }
}

function facingOf(f: unknown) {
  if (!FACINGS.includes(f as never)) throw new EngineError(`"${String(f)}" is not a facing (N, E, S, W).`);
  return f as (typeof FACINGS)[number];
}

/** Every action the player may take now (the rules' own actions, such as spawns, are not listed). */
export function legalActions(content: RulesContent, state: CocState): CocAction[] {
  if (state.status !== 'playing') return [];
  const ctx: Ctx = { level: levelOf(content, state.level), state, content, events: [] };
  if (state.pending) return legalAnswers(ctx, state.pending);
  if (state.phase === 'enemy') return [{ type: 'enemyPhase' }];
  if (state.phase === 'event') return [state.eventPhase?.done ? { type: 'endEventPhase' } : { type: 'eventPhase' }];
  return state.players ? withDiceSplits(state, laraLegalActions(ctx)) : laraLegalActions(ctx);
}

/** The log of a state: its start and every action since, enough to replay it. */
export function gameLog(state: CocState, options: NewGameOptions): GameLog {
  return {
    level: state.campaign ? { kind: 'islandBoard', id: state.campaign.board } : { ...state.level },
    options,
    actions: [...state.log],
  };
}

/** Plays a log again from the start: the same content, seed and actions give the same state. */
export function replay(content: RulesContent, log: GameLog): { state: CocState; events: CocEvent[] } {
  let state = newGame(content, log.level, log.options);
  const events: CocEvent[] = [];
  for (const action of log.actions) {
    const result = applyAction(content, state, action);
    state = result.state;
    events.push(...result.events);
  }
  return { state, events };
}

export const stateDigest = (state: CocState) => digest(state);
