/**
 * Running the effects of a card outside a test (triggers found, action cards played, items used):
 * draw cards, a new hand, heal, gain life, a save point, an exit added or blocked (the side is chosen), an
 * obstacle removed, impairments on a raider, extra movement. What the vocabulary cannot say waits
 * as a "manual" decision that shows the text and records what the player did.
 */
import { cardOf, fieldsOf, type Effect, type EffectFields, type EffectOf } from './content.ts';
import { say, type Ctx } from './context.ts';
import { heal, impair } from './damage.ts';
import { exitsOf, inMap, placedAt, sameSpot, SIDES, stepFrom } from './map.ts';
import { rollFight } from './raider-fights.ts';
import { closeRoll } from './roll-end.ts';
import { dangerOf, factsOf, obstaclesAt, removeObstacle } from './obstacles.ts';
import { drawCards } from './piles.ts';
import { askChoice, isChoiceEffect } from './choices.ts';
import type { ObstacleRef, PlacedLocation, RaiderState, Side, Spot } from './types.ts';

/** Sides of a location where an exit may be added (none there yet, leading onto the map) or blocked (an exit now). */
export function sidesFor(ctx: Ctx, spot: Spot, effect: 'addExit' | 'blockExit'): Side[] {
  const placed = placedAt(ctx.state, spot);
  if (!placed) return [];
  const exits = exitsOf(ctx, placed);
  if (effect === 'blockExit') return exits;
  return SIDES.filter((s) => !exits.includes(s) && inMap(ctx, stepFrom(spot, s)));
}

/** The obstacle at the raider's location a removeObstacle effect takes (the most dangerous that fits). */
export function removableObstacle(ctx: Ctx, r: RaiderState, e: EffectFields): string | undefined {
  const placed = r.at && placedAt(ctx.state, r.at);
  if (!placed) return undefined;
  const fits = obstaclesAt(ctx, placed).filter((ref) => removes(ctx, placed, ref, e));
  return fits.sort((a, b) => dangerOf(ctx, placed, b) - dangerOf(ctx, placed, a))[0];
}

/** Whether removableObstacle finds one (asked for every such card in her hand at every legal-action listing): no list,
 * no sort. */
export function mayRemoveObstacle(ctx: Ctx, r: RaiderState, e: EffectFields): boolean {
  const placed = r.at && placedAt(ctx.state, r.at);
  if (!placed) return false;
  for (const ref of obstaclesAt(ctx, placed)) if (removes(ctx, placed, ref, e)) return true;
  return false;
}

/** A removeObstacle effect may take this obstacle (its type, at most its danger). */
function removes(ctx: Ctx, placed: PlacedLocation, ref: ObstacleRef, e: EffectFields): boolean {
  const facts = factsOf(ctx, placed, ref);
  return (
    (e.obstacleType === undefined || facts.obstacleType === e.obstacleType) &&
    (e.maxDanger === undefined || dangerOf(ctx, placed, ref) <= e.maxDanger)
  );
}

/** Fixed fight dice for a card that starts a fight (scenarios): the card player's raider's and the other's. */
export interface FightDice {
  dice?: number[];
  defenderDice?: number[];
}

export function runEffects(
  ctx: Ctx,
  r: RaiderState,
  card: string,
  effects: Effect[],
  target?: RaiderState,
  fightDice?: FightDice,
): void {
  const { state } = ctx;
  const name = cardOf(ctx.content, card).name;
  let exitsToAdd = 0;
  let exitsToBlock = 0;
  let choice: Effect | undefined;
  const victim = target ?? r;
  for (const e of effects) {
    if (fieldsOf(e).when === 'levelStart') continue; // at the level's start only (flow.ts, rule decision 552)
    if (isChoiceEffect(e.type)) {
      // Used from play (Binoculars, Secret Move 9): only when the player uses the card (card-play.ts useItem).
      choice ??= e;
      continue;
    }
    switch (e.type) {
      case 'drawCards': {
        const n = drawCards(ctx, r, e.cards);
        say(ctx, () => ({
          type: 'draw',
          text: `${r.name} draws ${n} card${n === 1 ? '' : 's'} (${name}).`,
          player: r.player,
          card,
        }));
        break;
      }
      case 'redrawHand': {
        // Fresh Start (rule decision 182): the hand goes to the discard pile first, then the usual draw.
        const n = r.hand.length;
        r.discard.push(...r.hand.splice(0));
        const drawn = drawCards(ctx, r, n);
        say(ctx, () => ({
          type: 'draw',
          text: `${r.name} discards her hand of ${n} and draws ${drawn} card${drawn === 1 ? '' : 's'} (${name}).`,
          player: r.player,
          card,
        }));
        break;
      }
      case 'heal':
        heal(ctx, r, e.hits, name);
        break;
      case 'gainLife':
        r.lifeTokens += e.life;
        say(ctx, () => ({
          type: 'life',
          text: `${r.name} gains ${e.life} life (${name}).`,
          player: r.player,
          card,
        }));
        break;
      case 'savePoint': {
        const placed = r.at && placedAt(state, r.at);
        if (placed) placed.savePoint = true;
        say(ctx, () => ({
          type: 'savePoint',
          text: `${name}: this location is now a save point.`,
          player: r.player,
          card,
          ...(r.at ? { spot: r.at } : {}),
        }));
        break;
      }
      case 'addExit':
        exitsToAdd++;
        break;
      case 'blockExit':
        exitsToBlock++;
        break;
      case 'removeObstacle': {
        const ref = removableObstacle(ctx, r, e);
        if (ref) removeObstacle(ctx, placedAt(state, r.at!)!, ref, r);
        break;
      }
      case 'impair': {
        const who = e.target === 'self' ? r : (target ?? r);
        impair(ctx, who, e.impairments, name);
        break;
      }
      case 'extraMove':
        if (state.step && state.step.player === r.player) {
          state.step.movesLeft += e.locations;
          state.step.extraMoves += e.locations;
          say(ctx, () => ({
            type: 'extraMove',
            text: `${r.name} may move ${e.locations} more location${e.locations === 1 ? '' : 's'} (${name}).`,
            player: r.player,
            card,
          }));
        }
        break;
      case 'ignoreStuck':
        // Played (Unstoppable): no stuck impairment holds her this turn (rule decision 504); a card in play's once a
        // level acts in makeStuck.
        if (e.per !== 'level') {
          r.ignoreStuckTurn = state.turn;
          say(ctx, () => ({
            type: 'ignoreStuck',
            text: `${r.name} ignores every stuck impairment this turn (${name}).`,
            player: r.player,
            card,
          }));
        }
        break;
      case 'noFallback':
        victim.noFallbackTurn = state.turn;
        say(ctx, () => ({
          type: 'noFallback',
          text: `${victim.name} reloads at her entrance if she reloads this turn (${name}).`,
          player: victim.player,
          card,
        }));
        break;
      case 'slowMove':
      case 'limitMove':
        slowDown(ctx, victim, e, name, card);
        break;
      case 'attackRaider':
        ambush(ctx, r, target, e, name, fightDice);
        break;
      case 'manual':
        state.manualQueue.push({ player: r.player, card, text: e.text });
        break;
      default:
        // Test modifiers (extraDice, resultBonus, extraHits, reroll, abilityBonus, preventHits) act through tests and
        // play;
        // cancelCard, copyCard and jamWeapon answer other cards (card-cancel.ts, weapon-jam.ts).
        break;
    }
  }
  const where = exitsToBlock ? (target ?? r).at : r.at;
  const kind = exitsToBlock ? 'blockExit' : 'addExit';
  const count = exitsToBlock || exitsToAdd;
  if (count && where) askSide(ctx, r, card, kind, where, count);
  else if (choice) askChoice(ctx, r, card, choice, target);
}

/**
 * Ambush (`attackRaider`, rule decision 554): her raider attacks the raider the card is played on, in their
 * location, at once — a fight between raiders like any other (answered, tied, turned), in which the defender rolls
 * `defenderDice` more (fewer when negative). She has used her fight ability: no search for her this turn.
 */
function ambush(
  ctx: Ctx,
  r: RaiderState,
  victim: RaiderState | undefined,
  e: EffectOf<'attackRaider'>,
  name: string,
  fixed?: FightDice,
): void {
  if (!victim || victim === r || victim.dead || r.dead || !victim.at || !r.at || !sameSpot(victim.at, r.at)) return;
  r.usedFight = true;
  const change = e.defenderDice ?? 0;
  const roll = rollFight(
    ctx,
    r,
    victim,
    fixed?.dice,
    fixed?.defenderDice,
    [0, 0],
    `ambushes (${name})`,
    change < 0 ? { player: victim.player, dice: -change } : undefined,
  );
  if (roll) closeRoll(ctx, ctx.state.raiders[roll.player]!, roll);
}

/**
 * Rough Ground (`slowMove`) and Over Encumbered (`limitMove`) on the moving raider (rule decision 506): her move
 * for this turn is `locations` lower (she may still move one location if she has not moved yet), or at most
 * `locations` in all. Whether she has moved tells how far: only her move step counts.
 */
function slowDown(
  ctx: Ctx,
  victim: RaiderState,
  e: EffectOf<'slowMove' | 'limitMove'>,
  name: string,
  card: string,
): void {
  const step = ctx.state.step;
  if (!step || step.player !== victim.player || step.stage !== 'move') return;
  const n = e.locations;
  const before = step.movesLeft;
  if (e.type === 'slowMove') step.movesLeft = Math.max(step.movesLeft - n, step.moved ? 0 : 1);
  // At most n in all: she has moved none (moved false) or at least one.
  else step.movesLeft = Math.min(step.movesLeft, step.moved ? Math.max(0, n - 1) : n);
  step.movesLeft = Math.min(step.movesLeft, before);
  say(ctx, () => ({
    type: 'slowMove',
    text: `${victim.name} may move ${step.movesLeft} more location${step.movesLeft === 1 ? '' : 's'} this turn (${name}).`,
    player: victim.player,
    card,
  }));
}

/** Why a card played on the moving raider to slow her would do nothing now (or is refused by its condition). */
export function slowProblem(ctx: Ctx, victim: RaiderState, e: EffectOf<'slowMove' | 'limitMove'>): string | undefined {
  const step = ctx.state.step;
  if (!step || step.player !== victim.player || step.stage !== 'move') return `${victim.name} is no longer moving`;
  if (e.type === 'limitMove' && e.minItems !== undefined) {
    const items = [...victim.saved, ...victim.unsaved].filter((id) => {
      const c = cardOf(ctx.content, id);
      return c.type === 'discovery' && c.discoveryType === 'item';
    }).length;
    if (items < e.minItems)
      return `${victim.name} has ${items} item discover${items === 1 ? 'y' : 'ies'} in play, fewer than ${e.minItems}`;
  }
  return undefined;
}

export function askSide(
  ctx: Ctx,
  r: RaiderState,
  card: string,
  effect: 'addExit' | 'blockExit',
  spot: Spot,
  remaining: number,
): void {
  const sides = sidesFor(ctx, spot, effect);
  if (!sides.length || remaining <= 0) return;
  ctx.state.pending = { kind: 'side', player: r.player, card, effect, spot, sides, remaining };
}

export function chooseSide(ctx: Ctx, r: RaiderState, side: Side): void {
  const p = ctx.state.pending;
  if (p?.kind !== 'side') return;
  const placed = placedAt(ctx.state, p.spot)!;
  ctx.state.pending = null;
  if (p.effect === 'addExit') {
    placed.addedExits.push(side);
    placed.blockedExits = placed.blockedExits.filter((s) => s !== side);
  } else placed.blockedExits.push(side);
  say(ctx, () => ({
    type: p.effect,
    text: `${cardOf(ctx.content, p.card).name}: an exit ${p.effect === 'addExit' ? 'is added' : 'is blocked'} on the ${side} side of ${cardOf(ctx.content, placed.card).name}.`,
    player: r.player,
    spot: p.spot,
    card: p.card,
  }));
  askSide(ctx, r, p.card, p.effect, p.spot, p.remaining - 1);
}
