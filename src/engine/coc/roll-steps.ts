/**
 * What each kind of roll does around its card's boxes: `starters` run once the sacrifices are
 * settled (instead of the plain box resolution), `finishers` once the roll's effects are done and
 * read what the effects added up to.
 */
import type { Ctx } from './context.ts';
import { damageLara } from './damage.ts';
import { enemyIndexAt, showPoint } from './board.ts';
import { hitEnemy } from './combat.ts';
import { rollSuccesses } from './roll.ts';
import { conditionMovePoints, newMove } from './condition-rules.ts';
import { startShot, finishShot } from './weapons.ts';
import { finishAbility } from './abilities.ts';
import type { Roll, RollFor } from './types.ts';

type Step = (ctx: Ctx, roll: Roll) => void;

export const starters: Partial<Record<RollFor, Step>> = {
  weapon: startShot,
};

export const finishers: Partial<Record<RollFor, Step>> = {
  move(ctx, roll) {
    const points = conditionMovePoints(ctx, roll.movePoints);
    ctx.state.move = points > 0 ? newMove(ctx, points) : null;
    const hits = rollSuccesses(roll);
    ctx.events.push({
      type: 'movePoints',
      text: `MOVE: ${hits} success${hits === 1 ? '' : 'es'} → ${points} move points.`,
    });
    if (roll.noise && ctx.state.sight === 'hidden') {
      ctx.state.noise = { ...roll.from };
      ctx.events.push({
        type: 'noise',
        text: `No success: Lara makes noise at ${showPoint(roll.from)}.`,
        at: { ...roll.from },
      });
    }
  },
  melee(ctx, roll) {
    const target = roll.targets[0]!;
    const enemy = ctx.state.enemies[enemyIndexAt(ctx.state, target)];
    if (!enemy) return;
    const defeated = hitEnemy(
      ctx,
      enemy,
      roll.damage,
      false,
      `MELEE with ${rollSuccesses(roll)} success${rollSuccesses(roll) === 1 ? '' : 'es'}`,
      'melee',
    );
    if (!defeated && roll.endsPhase)
      ctx.events.push({
        type: 'meleeFailed',
        text: 'The MELEE leaves its target standing: the Lara Phase ends at once.',
      });
  },
  weapon: finishShot,
  ability: finishAbility,
  dodge(ctx, roll) {
    const incoming = roll.incoming ?? 0;
    const avoided = Math.min(incoming, roll.avoided);
    ctx.events.push({
      type: 'dodge',
      text: `DODGE avoids ${avoided} of ${incoming} damage; ${roll.dice} dice are lost from the next Lara Phase.`,
    });
    damageLara(ctx.state, incoming - avoided, roll.source ?? 'The attack', ctx.events);
  },
};
