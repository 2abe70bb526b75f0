/**
 * A raider card's ability that the engine leaves to the player (a `manual` effect on the raider card,
 * from packs beyond the base one): she uses it when she chooses, outside decisions (`useAbility`), as
 * often as its `uses` says — any time, once per turn or once per level (a game) — and it is then
 * applied by hand like any manual effect: its text is shown as a `manual` decision, and `adjust`
 * actions change the game (rule decision 158). Uses are counted in `RaiderState.abilityUses`.
 */
import { cardOf } from './content.ts';
import { say, type Ctx } from './context.ts';
import { EngineError, type RaiderState } from './types.ts';

/** The indexes of her raider card's manual effects she may use now. */
export function usableAbilities(ctx: Ctx, r: RaiderState): number[] {
  const out: number[] = [];
  if (ctx.state.pending || r.dead || !r.at || r.finishedTurn !== null) return out;
  // A plain loop, the uses counted only for a manual effect (asked at every list of legal actions; most raiders have
  // none).
  const effects = cardOf(ctx.content, r.raider).effects;
  for (let i = 0; i < effects.length; i++) {
    const e = effects[i]!;
    if (e.type !== 'manual') continue;
    const used = (r.abilityUses ?? []).filter((u) => u.effect === i);
    if (e.uses === 'oncePerLevel' && used.length) continue;
    if (e.uses === 'oncePerTurn' && used.some((u) => u.turn === ctx.state.turn)) continue;
    out.push(i);
  }
  return out;
}

export function useAbility(ctx: Ctx, r: RaiderState, effect?: number): void {
  const card = cardOf(ctx.content, r.raider);
  const usable = usableAbilities(ctx, r);
  const i = effect ?? usable[0] ?? card.effects.findIndex((e) => e.type === 'manual');
  if (!usable.includes(i)) {
    const e = card.effects[i];
    const why =
      e?.type !== 'manual'
        ? 'has no ability left to the player there'
        : e.uses === 'oncePerLevel'
          ? 'has used it in this level'
          : e.uses === 'oncePerTurn'
            ? 'has used it this turn'
            : 'cannot use it now';
    throw new EngineError(`${r.name} ${why}.`);
  }
  r.abilityUses = [...(r.abilityUses ?? []), { effect: i, turn: ctx.state.turn }];
  const used = card.effects[i]!;
  const text = used.type === 'manual' ? used.text : '';
  say(ctx, () => ({
    type: 'useAbility',
    text: `${r.name} uses her ability: ${text}`,
    player: r.player,
    card: r.raider,
  }));
  ctx.state.manualQueue.push({ player: r.player, card: r.raider, text });
}
