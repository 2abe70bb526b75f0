/**
 * An action of the engine in words, for buttons and the log. Actions this table does not know (the
 * engine grows) are shown by their type and fields, so that every legal action can still be taken.
 */
import type { CocAction } from '../../engine/coc/index.ts';

type AnyAction = { type: string; [field: string]: unknown };

const dice = (a: AnyAction) =>
  `${a.dice} ${a.dice === 1 ? 'die' : 'dice'}${a.special ? ` + ${a.special} Special` : ''}${a.improvise ? ' (Improvise)' : ''}${a.sacrificesAsSuccesses ? ` (${a.sacrificesAsSuccesses} sacrifice${a.sacrificesAsSuccesses === 1 ? '' : 's'} as successes)` : ''}`;
const at = (p: unknown) =>
  p && typeof p === 'object' ? ` at (${(p as { x: number }).x}, ${(p as { y: number }).y})` : '';

const WORDS: Record<string, (a: AnyAction) => string> = {
  move: (a) => `MOVE with ${dice(a)}`,
  hide: (a) => `HIDE with ${dice(a)}`,
  search: (a) => `SEARCH with ${dice(a)}`,
  research: (a) => `RESEARCH with ${dice(a)}`,
  melee: (a) => `MELEE${at(a.target)} with ${dice(a)}`,
  fire: (a) => `Fire the ${a.weapon}${at(a.target)} with ${dice(a)}${a.ammo !== undefined ? `, ${a.ammo} ammo` : ''}`,
  ability: (a) => `${a.ability} with ${dice(a)}`,
  craft: (a) => `Craft ${a.recipe}`,
  useResearch: (a) => `Play the Research Card ${a.card}`,
  convertSacrifices: (a) => `Turn ${a.count} sacrifice${a.count === 1 ? '' : 's'} into successes`,
  dodge: (a) => (a.dice ? `DODGE with ${a.dice} ${a.dice === 1 ? 'die' : 'dice'}` : 'Take the damage'),
  reroll: () => 'Roll again',
  stop: () => 'Stop',
  spendAmmo: (a) => `Spend ${a.amount} ammo`,
  shareAmmo: (a) =>
    `Load ${Object.entries(a.split as Record<string, number>)
      .map(([w, n]) => `${n} on the ${w}`)
      .join(', ')}`,
  adjust: (a) =>
    `By hand: ${a.what}${a.enemy ? ` of ${a.enemy}` : ''}${a.weapon ? ` of ${a.weapon}` : ''} → ${typeof a.value === 'object' && a.value && !Array.isArray(a.value) ? at(a.value).slice(4) : Array.isArray(a.value) ? a.value.join(', ') || 'none' : String(a.value)}`,
  done: (a) => `Applied by hand${a.note ? `: ${a.note}` : ''}`,
  chooseOption: (a) => `Option ${Number(a.option) + 1}`,
  keepUpgrade: (a) => `Keep ${a.card}`,
  discardCard: (a) => `Discard ${a.card}`,
  keepRoll: () => 'Keep the roll',
  step: (a) => `Step ${a.facing}`,
  jump: (a) => `Jump ${a.facing}`,
  endMove: () => 'Stop moving',
  turn: (a) => `Turn to face ${a.facing}`,
  useSwitch: () => 'Use the switch (1 die)',
  takeArtifact: () => 'Take the artifact (1 die)',
  exit: () => 'Leave by the exit',
  endLaraPhase: () => 'End the Lara Phase',
  enemyPhase: () => 'Enemy Phase: the enemies move and attack',
  eventPhase: () => 'Event Phase: draw and resolve the Event Cards',
  useHelpful: (a) => (a.use ? 'Use the helpful card' : 'Discard the helpful card'),
  spawnEnemy: (a) => `Spawn ${a.enemy}${a.roll !== undefined ? ` (Enemy Die ${a.roll})` : ''}`,
  endEventPhase: () => 'End the Event Phase',
  islandStart: (a) => `The Lara-Pin starts on ${a.space}`,
  islandMove: (a) => `The Lara-Pin goes to ${a.to}`,
  revealTombToken: (a) => `Turn up the Tomb Token on ${a.space}`,
  moveNatlaPin: (a) => `The Natla-Pin steps to ${a.to}`,
  enemyStep: (a) => `Move the enemy ${a.facing}`,
  endEnemyMove: (a) => `End its move facing ${a.facing}`,
  pickEvent: (a) => `Pick ${a.card}`,
};

/** Shared expedition: whose Lara Dice an action uses. */
const whose = (a: AnyAction) =>
  Array.isArray(a.diceOf)
    ? ` — ${(a.diceOf as number[])
        .map((n, seat) => (n ? `player ${seat + 1} ×${n}` : ''))
        .filter(Boolean)
        .join(', ')}`
    : '';

export function actionWords(action: CocAction | AnyAction): string {
  const a = action as AnyAction;
  const known = WORDS[a.type];
  if (known) return known(a) + whose(a);
  const { type, ...fields } = a;
  const rest = Object.entries(fields).map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`);
  return rest.length ? `${type} (${rest.join(', ')})` : type;
}

/** The kinds of action the board and the dice tray handle themselves rather than as plain buttons. */
export const BOARD_ACTIONS = new Set(['step', 'jump', 'turn']);

/** Answers to a decision that carry dice (DODGE): the choice dialog asks them, not the dice tray. */
const ANSWERS_WITH_DICE = new Set(['dodge', 'reroll', 'rerollFailed']);

/** Lara's actions that roll dice (MOVE, HIDE, SEARCH, RESEARCH, MELEE, a weapon, an ability, and any the engine adds
 * with a number of dice). */
export const isDiceAction = (a: CocAction | AnyAction): boolean =>
  typeof (a as AnyAction).dice === 'number' && !ANSWERS_WITH_DICE.has(a.type);

/** The dice actions that are the same choice but for the number of dice: one entry of the tray's list. */
export function diceGroup(a: CocAction): { key: string; label: string } {
  const f = a as {
    type: string;
    target?: { x: number; y: number };
    weapon?: string;
    ability?: string;
    improvise?: boolean;
  };
  const at = f.target ? ` at (${f.target.x}, ${f.target.y})` : '';
  const name =
    f.type === 'fire' ? `FIRE ${f.weapon}` : f.type === 'ability' ? `ABILITY ${f.ability}` : f.type.toUpperCase();
  const label = `${name}${at}${f.improvise ? ' + Improvise' : ''}`;
  return { key: label, label };
}
