/**
 * The Crypt of Chronos game as data: the state (plain JSON, holds no content that can be looked up
 * by id — only ids and what changes during play), the actions that change it, and the events an
 * action reports. Spaces are global level coordinates (DESIGN.md): x right, y down.
 */
import type { Facing, Point } from '../../model/coc-grid.ts';
import type { RandomState } from '../core/random.ts';
import type {
  AdvancedOptions,
  Adjustment,
  CampaignState,
  EventPhaseState,
  PlayersOptions,
  PlayersState,
  SeriesState,
  TurnDirection,
} from './state-parts.ts';

export type { Facing, Point };
export type DieResult = 'success' | 'doubleSuccess' | 'fail' | 'sacrifice';
import type { Sight } from './state-parts.ts';
export type { Sight } from './state-parts.ts';
export type Phase = 'lara' | 'enemy' | 'event';
/** single: one chapter or island location; challenge: one of a chapter's challenges; series: chapters in a row;
 * campaign: the Island Campaign (island-*.ts). */
export type GameMode = 'single' | 'challenge' | 'series' | 'campaign';
export type GameStatus = 'playing' | 'won' | 'lost';

/** Which level item is played: a chapter, an island location or a crypt card of the pack. */
export interface LevelRef {
  kind: 'chapter' | 'location' | 'crypt';
  id: string;
}

/** What a game is started on: a level, or (mode campaign) an island board. */
export type GameRef = LevelRef | { kind: 'islandBoard'; id: string };

export interface EnemyState {
  /** Stable id within this game: "e1", "e2"… in order of appearance. */
  id: string;
  /** The enemy's or boss's content id (its stats are looked up, never copied into the state). */
  type: string;
  at: Point;
  facing: Facing;
  health: number;
}

export interface LaraState {
  at: Point;
  facing: Facing;
  health: number;
  maxHealth: number;
  /** Lara Dice she owns (6 at the start; a death in a series removes one). */
  dice: number;
  /** Dice not yet used this Lara Phase. */
  diceLeft: number;
}

export interface EventDeck {
  draw: string[];
  discard: string[];
  /** Helpful cards used: out of the deck for the rest of the game. */
  removed: string[];
}

export interface WeaponState {
  id: string;
  ammo: number;
}

/** What Lara holds beside her board: resources, Special Dice, equipped cards, Research Cards, relics. */
export interface Inventory {
  resources: string[];
  specialDice: number;
  weapons: WeaponState[];
  outfits: string[];
  abilities: string[];
  research: string[];
  relics: string[];
}

export type UpgradeDeck = 'weapon' | 'outfit' | 'ability';

export interface Decks {
  weapon: string[];
  outfit: string[];
  ability: string[];
  research: string[];
  researchDiscard: string[];
}

/** Where an effect list is in the content: a card (kind and id) and a JSON pointer into it. */
export interface ContentRef {
  kind: string;
  id: string;
  pointer: string;
}

/** A rule a card added for a while ("addRule"): where the rule is, and until when it holds. */
export interface TimedRule extends ContentRef {
  duration: 'thisLaraPhase' | 'nextEnemyPhase' | 'nextLaraPhase' | 'level';
}

/** One list of effects being carried out: where it is, the next index, how many more times to run it. */
export interface EffectFrame extends ContentRef {
  index: number;
  repeat: number;
}

/** The action (or card) a roll was made for. */
export type RollFor = 'move' | 'hide' | 'search' | 'research' | 'melee' | 'weapon' | 'dodge' | 'ability';

/** A roll being resolved: its dice, faces, conversions and what its effects have added up. */
export interface Roll {
  for: RollFor;
  /** Lara Dice and Special Dice rolled (the faces: Lara's first). */
  dice: number;
  special: number;
  results: DieResult[];
  /** Sacrifices turned into successes (an Event Card discarded each); null until decided. */
  converted: number | null;
  /** Successes added by cards and ammo. */
  extra: number;
  /** Ammo spent on it (weapons); null until decided. */
  ammo: number | null;
  /** What the effects added up to. */
  movePoints: number;
  damage: number;
  avoided: number;
  noise: 'lara' | 'start' | null;
  /** Where the roll was made (noise "at start"). */
  from: Point;
  /** Target spaces (melee, weapons) and the weapon fired. */
  targets: Point[];
  weapon?: string;
  /** The damage a DODGE answers, and where it comes from. */
  incoming?: number;
  source?: string;
  /** The card whose boxes the roll is resolved against. */
  card?: ContentRef;
  /** Effect frames below the roll's own: its effects are done when the stack is back to this depth. */
  depth: number;
  /** An effect ended the Lara Phase (a failed MELEE): it ends once the roll is finished. */
  endsPhase: boolean;
  /** The boxes have been scheduled (after the sacrifices and ammo were decided). */
  resolved: boolean;
  /** The player was offered the cards that may be played on a roll (scrolls). */
  asked: boolean;
  /** Its move points must be spent in one straight line (Sprint). */
  straight: boolean;
  /** Resources it lets Lara swap (Dismantle) and how far it throws the noise (Distract). */
  swap: number;
  throwDistance: number;
  /** The level's condition (Rush) has re-rolled its failed dice. */
  conditionRerolled?: boolean;
}

/** A decision the player must make now; `legalActions` lists only its answers. */
export type Pending =
  /** Turn how many of the roll's sacrifices into successes (one Event Card each)? */
  | { kind: 'sacrifices'; sacrifices: number }
  /** Damage is about to be taken: DODGE with some dice, or take it. */
  | { kind: 'dodge'; damage: number; source: string }
  /** Roll again with fewer dice (HIDE), or stop. */
  | { kind: 'reroll'; dice: number }
  /** How much ammo to spend on this shot (at least 0, at most what the weapon holds). */
  | { kind: 'ammo'; max: number }
  /** An effect no engine rule carries out: the player does it by hand and says so. */
  | { kind: 'manual'; text: string }
  /** Cards that may be played on the roll just made (scrolls): play one, or keep the roll. */
  | { kind: 'afterRoll'; cards: string[]; rerolls: string[] }
  /** Which Craft Bench deck to draw from (a card naming several). */
  | { kind: 'upgradeDeck'; decks: UpgradeDeck[]; draw: number; keep: number }
  /** Which resources to give up to a card (any, or of one resource — Treasure standing in). */
  | { kind: 'loseResources'; amount: number; resource?: string }
  /** Resources to pick from the bag (Discover). */
  | { kind: 'pickResources'; count: number }
  /** Up to `max` resources to swap with the bag (Dismantle). */
  | { kind: 'swapResources'; max: number }
  /** Where to throw the Noise Token (Distract). */
  | { kind: 'throwNoise'; distance: number }
  /** Which Research Card to keep of those drawn (Classic Trinity). */
  | { kind: 'keepResearch'; cards: string[] }
  /** Which removed helpful card to shuffle back into the Event Deck (Gather). */
  | { kind: 'returnEvent' }
  /** Pick one option of a choice (or trap); `offered`: the indices Lara may pick (those she can pay for), all when
   * absent,
   * `scrolls`: Research Cards she may play instead (Dodge a Trap on a trap just drawn). */
  | { kind: 'choice'; options: string[]; ref: ContentRef; offered?: number[]; scrolls?: string[] }
  /** A helpful Event Card: use it (removed from the game) or discard it. */
  | { kind: 'helpful'; card: string }
  /** Cards drawn from an upgrade deck: keep `keep` of them; the others go back on top or bottom. */
  | { kind: 'upgrade'; deck: UpgradeDeck; cards: string[]; keep: number }
  /** A new card and no free slot: discard it or an equipped card of its kind. */
  | { kind: 'makeRoom'; deck: UpgradeDeck; card: string }
  /** Move points to step at once outside a MOVE (the Boulder Trap's Run); `from`: where the run began. */
  | { kind: 'run'; points: number; from: Point; mayReturnToStart: boolean }
  /** Downgrade: which equipped card of these decks to discard. */
  | { kind: 'downgrade'; decks: UpgradeDeck[] }
  /** Ammo a card or recipe gives and more than one way to load it: how much goes on which of `weapons`. */
  | { kind: 'shareAmmo'; amount: number; weapons: string[] }
  /** Island Campaign: which start space the Lara-Pin goes on. */
  | { kind: 'islandStart' }
  /** Island Campaign: where the Lara-Pin moves — by the paths (map cards may be played first), or a map's move. */
  | {
      kind: 'islandMove';
      by: 'paths' | 'anyClearedSpace' | 'anyTomb' | 'steps';
      then?: number;
      steps?: number;
      free?: boolean;
    }
  /** Island Campaign: which face-down Tomb Token a map turns up (`count` still to turn). */
  | { kind: 'revealTombToken'; count: number }
  /** Island Campaign: which of the equally short paths Natla-Pin `pin` (index) takes. */
  | { kind: 'natlaPath'; pin: number; options: string[] }
  /** Lara against Natla Tech: an enemy player moves `enemy` as they like with `points` move points
   * (`passing`: it stands on another enemy's space and must move on). */
  | { kind: 'enemyMove'; enemy: string; points: number; passing: boolean }
  /** Lara against Natla Tech: the enemy side picks the Event Card to resolve of `cards` (drawn, in no pile). */
  | { kind: 'eventPick'; cards: string[] };

/** A MOVE action in progress: the points left, and whether Lara is passing an enemy's space. */
export interface MoveState {
  points: number;
  /** True while Lara stands on an enemy's space she is moving past (she must move on). */
  passing: boolean;
  /** Set when the points must be spent in one straight line: null until the first step picks it. */
  line?: Facing | null;
}

export interface CocState {
  game: 'coc';
  level: LevelRef;
  mode: GameMode;
  /** Index of the chapter's challenge being played (mode "challenge"). */
  challenge?: number;
  random: RandomState;
  phase: Phase;
  /** Round number, from 1: one Lara, Enemy and Event Phase each. */
  round: number;
  status: GameStatus;
  lara: LaraState;
  sight: Sight;
  noise: Point | null;
  move: MoveState | null;
  enemies: EnemyState[];
  /** Counter behind enemy ids. */
  nextEnemy: number;
  /** Open (true) or closed, index-aligned with the level's doors. */
  doors: boolean[];
  /** Still on the level (true) or collected, index-aligned with the level's artifacts. */
  artifacts: boolean[];
  /** Health left, index-aligned with the level's barriers; 0 = destroyed. */
  barriers: number[];
  boulder: Point | null;
  /** Objectives that other actions tick (SEARCH and RESEARCH come with the engine's part 2). */
  searched: boolean;
  researched: boolean;
  /** Event Cards discarded unresolved (sacrifices turned into successes, HIDE fails, trap costs…). */
  eventCardsDiscarded: number;
  /** The Event Deck: card instance ids ("rope-trap", "wildlife-spawn#2" for a second copy). */
  eventDeck: EventDeck;
  /** Natla-Pins on the Lara Board (one each time the Event Deck runs out). */
  natlaPins: number;
  /** Resource tokens left in the bag ("oil", "treasure", "treasure:3" for a Multi-Treasure of 3). */
  bag: string[];
  /** Multi-Treasure spent: out of the game for good. */
  removedResources: string[];
  inventory: Inventory;
  /** Draw piles of the Craft Bench decks and the Research Deck (top first), and the research discard. */
  decks: Decks;
  /** Tracker Cubes on the RESEARCH card. */
  researchCubes: number;
  /** Lara Dice missing from the next Lara Phase (DODGE, traps). */
  diceLostNextPhase: number;
  /** The weapon fired this Lara Phase (only one weapon per phase), or null. */
  weaponUsed: string | null;
  /** SEARCH was used this Lara Phase (once per phase). */
  searchedThisPhase: boolean;
  /** A decision the player must make before anything else happens. */
  pending: Pending | null;
  /** The roll being resolved (its decisions may be pending). */
  roll: Roll | null;
  /** Effects still to carry out: frames pointing into the content (innermost last). */
  effects: EffectFrame[];
  /** Rules added by cards for a while (Focus, Obstruct…). */
  timedRules: TimedRule[];
  /** Once-per-phase uses spent ("reroll", "bonusSuccess"; "bonusSuccessNext" for the next phase). */
  usedThisPhase: string[];
  /** Special Dice Lara holds for this Lara Phase only (Overclock): unused ones go back when it ends. */
  phaseSpecialDice: number;
  /** Damage Lara has taken in the game (attack-aftermath.ts compares it before and after an attack). */
  damageTaken: number;
  /** An enemy attack whose aftermath (Snake, Enforcer) is still to come; replaced, never changed in place. */
  attack: { enemy: string; damage: number; before: number; count: number } | null;
  /** Phases the next of which is skipped (a scroll). */
  skipPhases: ('enemy' | 'event')[];
  /** Ids of the enemies still to act in this Enemy Phase (null outside one). */
  enemyQueue: string[] | null;
  /** Every action applied since the start, in order: replaying them gives this state again. */
  log: CocAction[];
  // Part 2, engine-events: the invasion, bosses, advanced enemies (invasion.ts, boss.ts, advanced-enemies.ts).
  /** The level is INVADED: Event Cards resolve their INVADED side. */
  invaded: boolean;
  /** The level is played by the crypt rules (its own deck, the penalty for running out, the crypt boss). */
  crypt: boolean;
  /** The Event Phase's progress (event-phase.ts), null outside one. */
  eventPhase: EventPhaseState | null;
  /** MOVE actions taken this Lara Phase (Sore, Haste). */
  movesThisPhase: number;
  /** A series of chapters (mode "series"): the chapters and the one being played (series.ts). */
  series: SeriesState | null;
  /** The advanced-enemy parts switched on for this game, or null for standard enemies only. */
  advanced: AdvancedOptions | null;
  /** Which way enemies turn when walking on (the advanced rotation part rolls it each Enemy Phase). */
  enemyTurn: TurnDirection;
  /** Move taken off the crypt boss in the next Enemy Phase (damage dealt before the artifact is taken). */
  bossSlow: number;
  /** Enemies whose shield (Hoplite) has already stopped an attack. */
  shieldsUsed: string[];
  // coc-rest: level rules (level-rules.ts).
  /** Doors (indices) that have opened under a "first time only" noise rule; absent until one has. Replaced, never
   * changed in place. */
  doorsOpened?: number[];
  /** The Island Campaign (mode campaign): the island between and around its levels, else null. */
  campaign: CampaignState | null;
  /** Multiplayer modes (players.ts): absent in a game for one player. */
  players?: PlayersState;
}

/** What every roll may carry: Special Dice used, fixed faces (scenarios), sacrifices converted. */
export interface RollOptions {
  /** Special Dice rolled besides the Lara Dice (their faces come after the Lara Dice's in `results`). */
  special?: number;
  results?: DieResult[];
  /** Sacrifices turned into successes by discarding an Event Card each; left out, it is asked. */
  sacrificesAsSuccesses?: number;
  /** Add Improvise's sure success (standard actions and DODGE, once per Lara Phase). */
  improvise?: boolean;
}

/** In a multiplayer game (players.ts): who takes the action, and whose Lara Dice it uses (shared expedition). */
export interface SeatFields {
  /** The player (seat, from 0) taking the action; when given, it must be one whose turn it is. */
  seat?: number;
  /** Shared expedition: how many of each player's Lara Dice the action uses (one number per player). */
  diceOf?: number[];
}

export type CocAction = SeatFields &
  /** Roll dice against MOVE. `results` fixes the faces (scenarios); without it they are rolled. */
  (
    | ({ type: 'move'; dice: number } & RollOptions)
    | ({ type: 'hide'; dice: number } & RollOptions)
    | ({ type: 'search'; dice: number } & RollOptions)
    | ({ type: 'research'; dice: number } & RollOptions)
    /** MELEE the enemy on the adjacent space `target`. */
    | ({ type: 'melee'; dice: number; target: Point } & RollOptions)
    /** Fire an equipped weapon (at `target` for a choice range). `ammo` may be answered in advance. */
    | ({ type: 'fire'; weapon: string; dice: number; target?: Point; ammo?: number } & RollOptions)
    /** Roll against an equipped ability card. */
    | ({ type: 'ability'; ability: string; dice: number } & RollOptions)
    /** Play a Research Card (a scroll): in the Lara Phase, or on a roll when asked. */
    | { type: 'useResearch'; card: string }
    /** Answers to a pending decision. */
    | { type: 'keepRoll' }
    | { type: 'chooseDeck'; deck: UpgradeDeck }
    | { type: 'pickResources'; tokens: string[] }
    | { type: 'giveUpResources'; tokens: string[] }
    | { type: 'swapResources'; tokens: string[] }
    | { type: 'throwNoise'; at: Point }
    | { type: 'keepResearch'; card: string }
    | { type: 'returnEvent'; card: string }
    /** How ammo a card gives is loaded: weapon id → amount (the answer to a shareAmmo decision). */
    | { type: 'shareAmmo'; split: Record<string, number> }
    /** Re-roll the failed dice: by an outfit's rule (all of them), or paying resources (`dice` of them). */
    | { type: 'rerollFailed'; by: string; dice?: number; pay?: string[]; results?: DieResult[] }
    /** Pay to avoid all the damage of a DODGE decision (Escape). */
    | { type: 'escape'; pay?: string[] }
    | { type: 'convertSacrifices'; count: number }
    /** DODGE the damage about to be taken with `dice` dice (0 = take it). */
    | ({ type: 'dodge'; dice: number } & RollOptions)
    | ({ type: 'reroll' } & Omit<RollOptions, 'special'>)
    | { type: 'stop' }
    | { type: 'spendAmmo'; amount: number }
    | { type: 'done'; note?: string }
    /** Sets one thing by hand while an effect is applied by hand (a pending "manual" decision; by-hand.ts). */
    | ({ type: 'adjust' } & Adjustment)
    | { type: 'chooseOption'; option: number }
    | { type: 'keepUpgrade'; card: string; others?: 'top' | 'bottom' }
    | { type: 'discardCard'; card: string }
    /** Crafting at the Craft Bench (recipe id); `pay` names the tokens spent, else the cheapest are;
     * `shareAmmo` says how much of crafted ammo goes on which weapon (the rest is shared round). */
    | { type: 'craft'; recipe: string; pay?: string[]; shareAmmo?: Record<string, number> }
    /** One space orthogonally, spending move points. */
    | { type: 'step'; facing: Facing }
    /** HIGH → over one LOW → HIGH in a straight line, for 3 move points. */
    | { type: 'jump'; facing: Facing }
    | { type: 'endMove' }
    /** Lara turns to any facing, at any time of her phase, for free. */
    | { type: 'turn'; facing: Facing }
    | { type: 'useSwitch' }
    | { type: 'takeArtifact' }
    | { type: 'exit' }
    | { type: 'endLaraPhase' }
    /** `rotationRoll` fixes the Enemy Die of the advanced rotation part (scenarios). */
    | { type: 'enemyPhase'; rotationRoll?: number }
    /** An enemy of this type spawns (the event cards call for it; scenarios may too). */
    | { type: 'spawnEnemy'; enemy: string; roll?: number }
    /** Draw and resolve this Event Phase's cards; `rolls` fixes the Enemy Die for its spawns (scenarios). */
    | { type: 'eventPhase'; rolls?: number[] }
    /** The answer to a helpful Event Card. */
    | { type: 'useHelpful'; use: boolean }
    | { type: 'endEventPhase' }
    /** Island Campaign answers: the Lara-Pin's start, its island move, a Tomb Token to reveal, a Natla-Pin's path. */
    | { type: 'islandStart'; space: string }
    | { type: 'islandMove'; to: string }
    | { type: 'revealTombToken'; space: string }
    | { type: 'moveNatlaPin'; to: string }
    /** Lara against Natla Tech: the enemy being moved steps one space; or its move ends, facing `facing`. */
    | { type: 'enemyStep'; facing: Facing }
    | { type: 'endEnemyMove'; facing: Facing }
    /** Lara against Natla Tech: the Event Card the enemy side picks of those drawn. */
    | { type: 'pickEvent'; card: string }
  );

/** Something that happened, in words a log can show, with the data a view may use. */
export interface CocEvent {
  type: string;
  text: string;
  at?: Point;
  enemy?: string;
  /** The enemy's facing after this event (spawns, moves, turns), so that a view can draw it step by step. */
  facing?: Facing;
}

export interface ApplyResult {
  state: CocState;
  events: CocEvent[];
}

/** Everything needed to play a game again from its start. */
export interface GameLog {
  level: GameRef;
  options: NewGameOptions;
  actions: CocAction[];
}

export interface NewGameOptions {
  seed: number | string;
  /** The advanced-enemy parts to play with (each switchable). */
  advanced?: AdvancedOptions;
  /** Mode "series": the chapters in order (default: the pack's chapters by number from the level on). */
  series?: string[];
  /** Start from the chapter's checkpoint: its checkpoint kit is given first (then its starting kit). */
  checkpoint?: boolean;
  mode?: GameMode;
  challenge?: number;
  setup?: Setup;
  /** Mode campaign: the Lara-Pin's start space (else the first decision asks for it). */
  islandStart?: string;
  /** Mode campaign: Enemy Die results for the Natla-Pins entering the island, in order (scenarios). */
  islandRolls?: number[];
  /** A multiplayer mode (rulebook "Multiplayer modes", players.ts); left out: one player. */
  players?: PlayersOptions;
}

/** Overrides of the starting state (scenarios, playtests from a chosen position). */
export interface Setup {
  lara?: Partial<Pick<LaraState, 'at' | 'facing' | 'health' | 'maxHealth' | 'dice' | 'diceLeft'>>;
  sight?: Sight;
  noise?: Point | null;
  /** Replaces the starting enemies. */
  enemies?: { type: string; at: Point; facing: Facing; health?: number }[];
  /** Door states by the door's space. */
  doors?: { at: Point; open: boolean }[];
  artifactsCollected?: Point[];
  barriers?: { at: Point; health: number }[];
  boulder?: Point | null;
  phase?: Phase;
  searched?: boolean;
  researched?: boolean;
  /** What Lara holds at the start (resources are taken out of the bag). */
  inventory?: Partial<Omit<Inventory, 'weapons'>> & { weapons?: { id: string; ammo?: number }[] };
  /** The Event Deck's draw pile, top first, by card id (the rest of the deck goes to the discard pile). */
  eventDeck?: string[];
  /** Helpful Event Cards already used (one copy each): removed from the game before the deck is set up. */
  removedEvents?: string[];
  natlaPins?: number;
  /** Where the Event Cards not listed in eventDeck go: the discard pile (default) or the deck, under the listed ones.
   * */
  eventDeckRest?: 'draw' | 'discard';
  /** The level starts INVADED. */
  invaded?: boolean;
  researchCubes?: number;
  /** Card ids on top of these decks, in order. */
  deckTops?: Partial<Record<UpgradeDeck | 'research', string[]>>;
  /** Order of the bag's draws: these tokens are drawn first (scenarios). */
  bagTop?: string[];
  diceLostNextPhase?: number;
  /** Island Campaign: the island as it stands (pins, Cleared Tokens, Tomb Tokens, MAP/KEY found, the stage). */
  island?: IslandSetup;
}

/** A campaign scenario's island (every field optional; tokens by tomb space, token ids as in the board). */
export interface IslandSetup {
  lara?: string;
  pins?: string[];
  cleared?: string[];
  tokens?: Record<string, string>;
  revealed?: string[];
  found?: string[];
}

export class EngineError extends Error {}
