/**
 * The Tomb Raider CCG game as data: the state (plain JSON; it holds card instance ids, never card
 * text that can be looked up), the actions that change it, the decisions (pending) that wait for an
 * answer, and the events an action reports. Map directions reuse the card sides: "top" is deeper,
 * "bottom" back toward the entrances, "left"/"right" the columns (seen from the entrances).
 */
import type { RandomState } from '../core/random.ts';

export type Ability = 'fight' | 'move' | 'search' | 'think';
export const ABILITIES: readonly Ability[] = ['fight', 'move', 'search', 'think'];
/** A card side, or a direction on the map (top = deeper, bottom = toward the entrances). */
export type Side = 'top' | 'right' | 'bottom' | 'left';
export type ObstacleType = 'trap' | 'creature';

/** A spot of the map: column from 1 (left), depth from 1 (the entrance row). */
export interface Spot {
  column: number;
  depth: number;
}

/** Which CCG level of the pack is played. */
export interface LevelRef {
  kind: 'ccgLevel';
  id: string;
}

export interface CardCount {
  card: string;
  count: number;
}

export interface PlayerOptions {
  /** Shown in the log; "Player 1"… by default. */
  name?: string;
  /** The power 1 raider card id. */
  raider: string;
  /** The draw deck; a default deck of the pack's draw cards when left out (see defaultDrawDeck). */
  deck?: CardCount[];
  /** Card ids chosen from the deck for the starting hand (at most think); drawn at random when left out. */
  startingHand?: string[];
  /** Treasure card ids the raider begins with (a level's starting bonus, a series' carry-over). */
  treasures?: string[];
  /** Upgrade / secret move / item card ids the raider begins with in her saved row (bonuses, carry-over). */
  saved?: string[];
}

export interface NewGameOptions {
  seed: number | string;
  /** One entry per player. Default: one player with Lara Croft, Spelunker. */
  players?: PlayerOptions[];
  /** "solitaire" (one player, the level's obstacle deck plays obstacles) or "hotSeat" (all at one screen). Default:
   * solitaire for one player. */
  mode?: GameMode;
  /** The entrance setup to use (index into the level's entrances.setups); the first that fits the player count by
   * default. */
  entranceSetup?: number;
  /** Series: which level of the series this is (0 = first); raises the starting depth by the series' offset. */
  seriesLevel?: number;
  /** Timed series: finding the treasure takes a raider out of the level and the others play on until all have found it.
   * */
  timed?: boolean;
  /** Changes to the start (scenarios): raiders' places and cards, locations already mapped, deck tops. */
  setup?: CcgSetup;
  /** The first game of a series: the series' starting bonuses are offered too (set by seriesGameOptions). */
  seriesStart?: boolean;
  /** Do not offer the starting bonuses (the players' options give what they begin with). */
  skipStartingBonuses?: boolean;
}

/** One thing a starting bonus lets a player begin with (ccgLevel.schema.json#/$defs/bonusChoice). */
export type BonusChoice =
  | { type: 'treasure'; maxPower?: number }
  | { type: 'upgrade'; power: number }
  | { type: 'itemDiscovery'; count: number };

/** A starting bonus still to be offered to a player. */
export interface BonusOffer {
  player: number;
  choices: BonusChoice[];
  optional: boolean;
}

export interface CcgSetup {
  /** `deeds`: done this turn, not yet answered by a card played after them (Bounty, Push: rule decision 156). */
  raiders?: {
    at?: Spot;
    hand?: string[];
    unsaved?: string[];
    saved?: string[];
    hits?: number;
    injuries?: Partial<Record<Ability, number>>;
    deeds?: Deed[];
  }[];
  map?: { spot: Spot; card: string; face?: 'up' | 'down'; rotation?: number; obstacles?: string[]; empty?: boolean }[];
  /** Location card ids put on top of the first level deck (or of the deck that holds them), in order. */
  levelDeckTop?: string[];
  /** The whole solitaire obstacle deck, top first. */
  obstacleDeck?: string[];
}

export type GameMode = 'solitaire' | 'hotSeat';
export type GameStatus = 'playing' | 'won' | 'lost';
export type Round = 'ready' | 'action' | 'search' | 'draw';

/** An obstacle card in play on a location. */
export interface ObstacleInPlay {
  /** Card instance id ("pit-trap", "pit-trap#2"). */
  card: string;
  /** Whose card it is: a player index, or -1 for the solitaire obstacle deck. */
  owner: number;
  hits: number;
}

/** A location card on the map (face up = explored; face down = still unknown). */
export interface PlacedLocation {
  spot: Spot;
  /** Location card instance id. */
  card: string;
  face: 'up' | 'down';
  /** Where the card's top points, degrees clockwise: 0 deeper, 90 right, 180 back, 270 left. Null while face down and
   * not yet oriented. */
  rotation: number | null;
  /** Obstacle cards played here. */
  obstacles: ObstacleInPlay[];
  /** Hits on the obstacle printed on the card. */
  printedHits: number;
  /** The printed obstacle has been removed (skull token). */
  printedRemoved: boolean;
  /** An empty token: a discovery was found here. */
  empty: boolean;
  /** Exit tokens added (map directions). */
  addedExits: Side[];
  /** Blocked tokens (map directions). */
  blockedExits: Side[];
  /** A Save Point discovery made this spot a save point. */
  savePoint: boolean;
}

/** A spot kept for a treasure room picked at random among choices when first entered. */
export interface DrawnTreasureSpot {
  spot: Spot;
  choices: string[];
}

export interface RaiderState {
  player: number;
  name: string;
  /** Raider card id (power 1). */
  raider: string;
  /** Draw deck, top first (card instance ids). */
  deck: string[];
  hand: string[];
  discard: string[];
  /** Saved row: upgrades, secret moves, treasures, saved items. */
  saved: string[];
  /** Unsaved row: items found since the last save. */
  unsaved: string[];
  /** Where she is; null while dead, waiting to reload. */
  at: Spot | null;
  entrance: Spot;
  savePoint: Spot | null;
  hits: number;
  /** Injuries per ability (each lowers it by one). */
  injuries: Record<Ability, number>;
  /** Life tokens gained from triggered discoveries (removed with the other impairments on reload). */
  lifeTokens: number;
  /** Stuck: may not search this turn nor leave until after the next action round. The turn number it was suffered in.
   * */
  stuckTurn: number | null;
  /** Used her fight ability in this action round (not as a defender): may not search. */
  usedFight: boolean;
  /** Died (or reset) and waits for the draw round's reload. */
  dead: boolean;
  reloads: number;
  /** Deeds that upgrades and goals count. */
  creaturesRemoved: number;
  trapsRemoved: number;
  fightsWon: number;
  deepest: number;
  points: number;
  /** Retrieval: she carries the level's treasure. */
  carriesTreasure: boolean;
  /** Treasure cards won in this game (awarded, in the saved row as well). */
  treasuresWon: string[];
  /** Timed series: the turn she found the treasure (she is out of the level from then on). */
  finishedTurn: number | null;
  /** Cards with a once-per-turn effect already used this turn (instance ids). */
  usedThisTurn: string[];
  /** Weapon items jammed until the end of the turn (Weapon Jam): they add nothing. */
  jammed: string[];
  /** Her raider card's abilities used by hand (useAbility: the manual effect's index, the turn): limits counted (rule
   * decision 158); absent when none. */
  abilityUses?: { effect: number; turn: number }[];
  /** Deeds not yet answered by a card played after them (`playAfter`: Bounty, Push; rule decision 156), with the turn
   * of each; absent when none. */
  deeds?: { deed: Deed; turn: number; against?: number }[];
  /** The turn an `ignoreStuck` card (Unstoppable) was played for: no stuck impairment holds her in it; absent when
   * never. */
  ignoreStuckTurn?: number;
  /** The turn a `noFallback` card was played on her: a reload in it is at her entrance; absent when never. */
  noFallbackTurn?: number;
  /** Cards in play whose once-per-level effect she has used in this level (instance ids); absent when none. */
  usedThisLevel?: string[];
  /** Extra dice another raider's card gave her for her next test of `ability` against one obstacle at `spot` in `turn`
   * (Coordinated Fire, `otherExtraDice`: rule decision 556); absent when none. */
  sharedDice?: { card: string; obstacle: ObstacleRef; spot: Spot; ability: Ability; dice: number; turn: number }[];
}

/** A deed of a raider that a card may be played after (ccgCard `playAfter`). */
export type Deed = 'wonFight' | 'removedCreature';
export const DEEDS: readonly Deed[] = ['wonFight', 'removedCreature'];

/** A moment an action card's words name, when it alone is offered (ccgCard `playWhen`, rule decision 192). */
export type Moment = 'sameCreature' | 'justMapped' | 'endedMoveHere';
export const MOMENTS: readonly Moment[] = ['sameCreature', 'justMapped', 'endedMoveHere'];

/** An obstacle faced at the raider's location: "printed" or an obstacle card instance id. */
export type ObstacleRef = string;

export interface TestOption {
  ability: Ability;
  target: number;
}

/** A test rolled: what the UI draws and the afterRoll decision reads. */
export interface RollInfo {
  player: number;
  ability: Ability;
  target: number;
  dice: number[];
  bonus: number;
  result: number;
  success: boolean;
  /** What the test was against: an obstacle ref, "search", "fight:<player>", "order". */
  against: string;
  /** Hits a fight success applies (1 + weapons). */
  hitsOnSuccess: number;
  /** Hits prevented if this test fails (cards played before it). */
  preventHits: number;
  /** Cards drawn if the test is passed, once it is final (Fool's Gambit: rule decision 502). */
  drawOnPass?: number;
  /** A card's last-chance die turned this failure into a pass (One Slim Chance: rule decision 503). */
  passedBy?: string;
  /** A fight test against a creature with a defeatCreature card (Achilles Heel): passed, it removes the creature (rule
   * decision 185). */
  defeats?: true;
  /** Hits she takes if this obstacle test is failed, on top of its failure (All or Nothing: rule decision 188). */
  failHits?: number;
  /** Card instance ids whose reroll was used on this test. */
  rerolledBy: string[];
  /** A fight between raiders (against "fight:<loser>"): the losing raider's dice and bonus. */
  opponentDice?: number[];
  opponentBonus?: number;
  /** A fight between raiders in which one of them rolls fewer dice, ties included (Ambush, `attackRaider`: rule
   * decision 554). */
  fewerDice?: { player: number; dice: number };
}

/** The action round's progress of the moving raider. */
export interface ActionStep {
  player: number;
  /** Locations she may still move this turn. */
  movesLeft: number;
  /** Where she started the action round (its obstacles need not be faced if she leaves). */
  start: Spot;
  /** She has moved out of the start (or entered a location). */
  moved: boolean;
  /** Movement is over: now fight (step 4) and overcome obstacles (step 5). */
  stage: 'move' | 'explored' | 'fight' | 'obstacles' | 'done';
  /** Obstacles at her location still to face in this encounter. */
  toFace: ObstacleRef[];
  /** The side she leaves by once the obstacles of this location are faced. */
  continueTo: Side | null;
  /** She mapped a new location this turn (obstacles are played there). */
  explored: boolean;
  /** Extra locations granted this turn (Run, secret moves). */
  extraMoves: number;
  /** A forced move (forced-move.ts): steps 2–5 of the action round at the location she was moved to, outside her move.
   * */
  forced?: true;
  /** Moments whose window (moments.ts: justMapped, endedMoveHere) was offered in this action round; absent when none.
   * */
  offered?: Moment[];
  /** With `forced`: the step it interrupted (the moving raider's action round), taken up again after it; null outside
   * the action round. */
  interrupted?: ActionStep | null;
  /** With `forced`: not a move but one obstacle faced outside her action round (The Greater Threat, Unpleasant
   * Surprise: rule decision 557). */
  encounter?: true;
}

/** A raider moved by hand into a location she enters (adjust at, enter: rule decision 152): steps 2–5 follow once the
 * by-hand decision is done. */
export interface ForcedMove {
  player: number;
  /** Where she was moved (the forced move is dropped if she is no longer there, or dead). */
  spot: Spot;
  /** The location was mapped by the move (competing players, or the obstacle deck, then play an obstacle on it). */
  explored: boolean;
}

export type Pending =
  /** Ready round, first turn: the highest move roll chooses who moves first. */
  | { kind: 'firstPlayer'; player: number; rolls: number[] }
  /** Several obstacles at the location: the raider chooses which to face next. */
  | { kind: 'obstacleOrder'; player: number; options: ObstacleRef[] }
  /** Face one obstacle: choose the ability to test (and cards to play before the roll). */
  | { kind: 'test'; player: number; obstacle: ObstacleRef; options: TestOption[] }
  /** After a roll: cards that change it may be played (afterRoll actions, rerolls). */
  | { kind: 'afterRoll'; player: number; roll: RollInfo; cards: string[] }
  /** A competing player may play an obstacle on the location just mapped. */
  | {
      kind: 'playObstacle';
      player: number;
      spot: Spot;
      limit: number;
      waiting: number[];
      offers: { player: number; card: string }[];
    }
  /** The raider ended her move with other raiders: she may attack one. */
  | { kind: 'fight'; player: number; targets: number[] }
  /** Search round: the raider may search (or play a card in place of a search). */
  | { kind: 'search'; player: number }
  /** A search result: play a discovery with difficulty ≤ result (or none). */
  | {
      kind: 'discovery';
      player: number;
      result: number;
      cards: string[];
      ignoresEmpty: boolean;
      bonusDifficulty: number;
    }
  /** Draw round, step 1: discard any number of cards. */
  | { kind: 'discard'; player: number }
  /** Draw round, step 3: reset or go on. */
  | { kind: 'reset'; player: number }
  /** Draw round, step 4: saved at a save point; upgrades whose requirement is saving may be played. */
  | { kind: 'upgrade'; player: number; cards: string[] }
  /** An exit side to choose (Hidden Exit, Collapsing Exit…). */
  | {
      kind: 'side';
      player: number;
      card: string;
      effect: 'addExit' | 'blockExit';
      spot: Spot;
      sides: Side[];
      remaining: number;
    }
  /** A card effect the engine cannot run: shown with its text, resolved by the player, recorded with a note. */
  | { kind: 'manual'; player: number; card: string; text: string }
  /** Hot-seat response window: a competing player may play an after-roll card on the roller's final roll (Poor Aim,
   * Snake Eyes), or pass. `waiting`: the players asked after her. */
  | { kind: 'respond'; player: number; roller: number; roll: RollInfo; cards: string[]; waiting: number[] }
  /** A moment of the moving raider a competing player's card is played at (moments.ts, rule decision 193): play one on
   * her, or pass. */
  | { kind: 'moment'; player: number; moment: Moment; mover: number; cards: string[]; waiting: number[] }
  /** Weapon Jam played on a roll to which several of the roller's weapons add: its player chooses the one jammed
   * (`card`: the Weapon Jam played). */
  | { kind: 'jamWeapon'; player: number; roller: number; roll: RollInfo; card: string; weapons: string[] }
  /** Hot-seat: a competing player may answer the action card just played (I'm Sorry cancels it, I Can Do That copies
   * it), or pass. */
  | {
      kind: 'cancel';
      player: number;
      played: { card: string; player: number };
      cards: string[];
      waiting: number[];
      resume: CancelResume;
    }
  /** Setup: a starting bonus of the level (or series) — take one of the cards (from the collection), or pass when
   * optional. `later`: the offers still to come. */
  | {
      kind: 'startingBonus';
      player: number;
      choices: BonusChoice[];
      cards: string[];
      optional: boolean;
      later: BonusOffer[];
    }
  /** A choice a card's effect asks for (choices.ts): one of `options` by its value. `card`: the card whose effect it
   * is. */
  | {
      kind: 'choose';
      player: number;
      card: string;
      effect: ChoiceEffect;
      prompt: string;
      options: ChoiceOption[];
      left?: number;
      picked?: string[];
      target?: number;
    };

/** The effects that ask their player to choose (choices.ts, choices-map.ts). */
export type ChoiceEffect =
  | 'discardCards'
  | 'takeItem'
  | 'swapItems'
  | 'arrangeLevelDeck'
  | 'revealHand'
  | 'moveRaider'
  | 'peekLevelDeck'
  | 'giveItem'
  | 'placeTreasureRoom'
  | 'orientMapped'
  | 'moveObstacle'
  | 'placeObstacle';

/** One answer of a `choose` decision: `value` names it in the `choose` action, `label` in words. */
export interface ChoiceOption {
  value: string;
  label: string;
}

export type PendingKind = Pending['kind'];

/** Where a card waiting for the cancel window was played, so the game goes on from there: outside a decision, on her
 * own roll, against another raider's roll, before her test. */
export type CancelResume =
  | { kind: 'play'; target?: number }
  | { kind: 'ownRoll'; roll: RollInfo; dice?: number[] }
  | { kind: 'againstRoll'; roll: RollInfo; dice?: number[] }
  /** Cards played before a test, answered one at a time (`at`: the one answered now). */
  | {
      kind: 'beforeTest';
      obstacle: ObstacleRef;
      option: number;
      cards: string[];
      at: number;
      cancelled: string[];
      dice?: number[];
    }
  /** A card played in place of a search. */
  | { kind: 'search'; dice?: number[] }
  /** A response card played in a cancel window (rule decision 151): `played` is the card it answers, `resume` where
   * that one was played. */
  | { kind: 'response'; played: { card: string; player: number }; resume: CancelResume };

/**
 * Actions. `player` says who acts; it may be left out when the state waits for one player.
 * `dice` fixes the dice of a roll (scenarios, replays of a table game); without it the seeded generator rolls.
 */
export type CcgAction =
  | { type: 'rollOrder'; player?: number; dice?: number[][] }
  | { type: 'chooseFirst'; player?: number; first: number }
  | { type: 'keepOrder'; player?: number }
  | { type: 'move'; player?: number; side: Side }
  | { type: 'stop'; player?: number }
  | { type: 'face'; player?: number; obstacle: ObstacleRef }
  | { type: 'test'; player?: number; option: number; cards?: string[]; dice?: number[] }
  | { type: 'acceptRoll'; player?: number }
  | { type: 'playObstacle'; player?: number; card: string }
  | { type: 'pass'; player?: number }
  | { type: 'attack'; player?: number; target: number; dice?: number[]; defenderDice?: number[] }
  | { type: 'noAttack'; player?: number }
  | { type: 'search'; player?: number; card?: string; dice?: number[] }
  | { type: 'skipSearch'; player?: number }
  | { type: 'playDiscovery'; player?: number; card: string }
  | { type: 'noDiscovery'; player?: number }
  | { type: 'discard'; player?: number; cards: string[] }
  | { type: 'reset'; player?: number }
  | { type: 'endTurn'; player?: number }
  | { type: 'playUpgrade'; player?: number; card: string }
  | { type: 'chooseSide'; player?: number; side: Side }
  | { type: 'done'; player?: number; note?: string }
  /** Take a card offered by a starting bonus (a card id of the pack). */
  | { type: 'takeBonus'; player?: number; card: string }
  /** Answer a `jamWeapon` decision: the roller's weapon to jam (an instance id, or a card id for her first such
   * weapon). */
  | { type: 'jamWeapon'; player?: number; weapon: string }
  /** Play a card from hand outside a decision (an action card, a secret move, an upgrade whose requirement is met). */
  /** `defenderDice`: the other raider's fight dice when the card starts a fight (Ambush, `attackRaider`). */
  | { type: 'playCard'; player?: number; card: string; target?: number; dice?: number[]; defenderDice?: number[] }
  /** Use an ability of her raider card that the engine leaves to the player (a manual effect; `effect`: its index among
   * the card's effects, the first such by default). */
  | { type: 'useAbility'; player?: number; effect?: number }
  /** Use an item in play that is spent when used (medi packs, keys). */
  | { type: 'useItem'; player?: number; card: string; dice?: number[] }
  /** Answer a `choose` decision: the value of the option chosen. */
  | { type: 'choose'; player?: number; value: string }
  /** While an effect is applied by hand (a `manual` decision): set one thing of the game (by-hand.ts). */
  | ({ type: 'adjust'; player?: number } & CcgAdjustment);

export type ActionType = CcgAction['type'];

/** A pile of a raider's cards a card may be moved to by hand (the deck: its top or its bottom). */
export type CardPlace = 'hand' | 'deckTop' | 'deckBottom' | 'discard' | 'saved' | 'unsaved';

/**
 * One thing set by hand while a card's effect is applied by hand (a `manual` decision): see by-hand.ts
 * and rule decisions 138–142. `raider` is a player index; `obstacle` is "printed" or an obstacle card instance.
 */
export type CcgAdjustment =
  | { what: 'hits' | 'lifeTokens'; raider: number; value: number }
  | { what: 'injuries'; raider: number; ability: Ability; value: number }
  | { what: 'stuck'; raider: number; value: boolean }
  /** `enter`: she enters the location as if she had moved there — an unknown spot is mapped, then steps 2–5 of the
   * action round follow (rule decision 152). */
  | { what: 'at'; raider: number; value: Spot; enter?: boolean }
  | { what: 'moveCard'; raider: number; card: string; to: CardPlace; toRaider?: number }
  | { what: 'obstacleHits'; spot: Spot; obstacle: ObstacleRef; value: number }
  | { what: 'removeObstacle'; spot: Spot; obstacle: ObstacleRef }
  | { what: 'empty'; spot: Spot; value: boolean }
  /** An exit side of a location: an exit token added, a blocked token, or neither (the card's own arrows). */
  | { what: 'exit'; spot: Spot; side: Side; value: 'added' | 'blocked' | 'printed' }
  /** Retrieval, once the treasure is found: a raider on the map carries it (`raider`), or it lies dropped at an
   * explored `spot` (rule decision 190). */
  | { what: 'treasure'; raider?: number; spot?: Spot }
  /** Bounty hunter: a raider's points (bonus deeds written in the players' own words: rule decision 191). */
  | { what: 'points'; raider: number; value: number };

export interface CcgState {
  game: 'ccg';
  level: LevelRef;
  mode: GameMode;
  random: RandomState;
  status: GameStatus;
  /** Player indexes of the winners once the game is over (several only on a bounty-hunter tie). */
  winners: number[];
  /** Why the game ended, in words. */
  outcome: string | null;
  turn: number;
  round: Round;
  /** Turn order (player indexes). */
  order: number[];
  /** Index into `order` of the player whose part of the round is being played. */
  active: number;
  /** Timed series rules (see NewGameOptions.timed). */
  timed: boolean;
  /** Which level of a series this game is (0 = the first, or no series). */
  seriesLevel: number;
  /** The rating of the entrance row (the level's starting depth, raised in later series levels). */
  startingDepth: number;
  map: PlacedLocation[];
  drawnTreasureSpots: DrawnTreasureSpot[];
  /** Level decks, top first, in the level's deck order (one for "single"). */
  levelDecks: string[][];
  /** The treasure room is on the map (face up or down). */
  treasureRoomPlaced: boolean;
  /** Location cards out of the game (the other treasure rooms once one is placed, when the level says so). */
  setAside: string[];
  /** How many copies of each card id have instance ids so far (the next copy of "bats" is "bats#<n+1>"). */
  copies: Record<string, number>;
  /** The level's treasure has been found (retrieval: it may still be carried or dropped). */
  treasureFound: boolean;
  /** Solitaire: the obstacle deck (top first) and the cards turned or removed from it. */
  obstacleDeck: string[];
  obstacleDiscard: string[];
  /** Retrieval: the treasure lying on the map (dropped by a raider who died), and the search it needs. */
  droppedTreasure: { spot: Spot; searchTarget: number } | null;
  raiders: RaiderState[];
  step: ActionStep | null;
  pending: Pending | null;
  /** Cards being resolved right now (played action cards, a trigger taking effect): in no pile until they land. */
  resolving: { card: string; player: number }[];
  /** The last roll (the UI shows it; afterRoll answers change it). */
  lastRoll: RollInfo | null;
  /** Card effects to be resolved by hand, shown one at a time as "manual" decisions. */
  manualQueue: { player: number; card: string; text: string }[];
  /** Notes recorded for effects resolved by hand. */
  manualNotes: { card: string; player: number; note: string }[];
  /** Raiders moved by hand into a location they enter, waiting for steps 2–5 (forced-move.ts); absent when none ever
   * was. */
  forcedMoves?: ForcedMove[];
  log: CcgAction[];
}

export interface CcgEvent {
  type: string;
  text: string;
  player?: number;
  spot?: Spot;
  card?: string;
  rotation?: number;
  dice?: number[];
  result?: number;
  target?: number;
  success?: boolean;
  hits?: number;
  ability?: Ability;
}

export interface ApplyResult {
  state: CcgState;
  events: CcgEvent[];
}

/** Everything needed to play a game again from its start. */
export interface GameLog {
  game: 'ccg';
  level: LevelRef;
  options: NewGameOptions;
  actions: CcgAction[];
}

export class EngineError extends Error {}
