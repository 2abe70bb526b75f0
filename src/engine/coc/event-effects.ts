/**
 * The effect types the Event Phase adds to the effects interpreter (one small function each):
 * enemiesAct (Rush), redrawEvent, cancelEvent, gambleDice (Bomb Trap),
 * and spawnEnemy with the phase's fixed rolls.
 */
import { mapList } from '../core/lists.ts';
import { randomInt } from '../core/random.ts';
import { type EffectFn } from './effects.ts';
import { turnOrder } from './enemy-phase.ts';
import { eventSpawn, redraw } from './event-phase.ts';

/** The functions of the effect types of Event Cards carried out here, by type (joined in effect-table.ts). */
export const EVENT_EFFECT_FUNCTIONS = new Map<string, EffectFn>();
const defineEffect = (type: string, fn: EffectFn): void => {
  if (EVENT_EFFECT_FUNCTIONS.has(type)) throw new Error(`The effect type "${type}" has two functions.`);
  EVENT_EFFECT_FUNCTIONS.set(type, fn);
};

/** Every enemy moves and attacks once more, as at the start of an Enemy Phase (no Event Phase after it). */
defineEffect('enemiesAct', (ctx) => {
  ctx.state.enemyQueue = mapList(turnOrder(ctx.state, ctx.content), (e) => e.id);
  ctx.events.push({ type: 'enemiesAct', text: 'Every enemy moves and attacks once more.' });
});

defineEffect('redrawEvent', (ctx) => {
  const phase = ctx.state.eventPhase;
  if (phase) redraw(ctx, phase, 'its condition sends it back');
});

/** The card is simply ignored: it is discarded without effect and nothing is drawn in its place. */
defineEffect('cancelEvent', (ctx) => {
  ctx.events.push({ type: 'cancelEvent', text: 'The Event Card is ignored.' });
});

/**
 * Roll this many Lara Dice, spent or not; every die without a success is missing from the next Lara
 * Phase. Sacrifices are not turned into successes here (rule decision 73).
 */
defineEffect('gambleDice', (ctx, e) => {
  const s = ctx.state;
  const dice = Math.min(e.count ?? 6, s.lara.dice);
  const faces = ctx.content.laraDie;
  const results = Array.from({ length: dice }, () => faces[randomInt(s.random, faces.length)]!);
  const lost = results.filter((r) => r === 'fail' || r === 'sacrifice').length;
  s.diceLostNextPhase = Math.min(s.lara.dice, s.diceLostNextPhase + lost);
  ctx.events.push({
    type: 'gambleDice',
    text: `Lara rolls ${dice} dice (${results.join(', ')}): ${lost} missing from the next Lara Phase.`,
  });
});

defineEffect('spawnEnemy', (ctx, e) => {
  eventSpawn(ctx, String(e.enemyType));
});
