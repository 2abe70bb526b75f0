import { html, nothing } from 'lit';
import { cocOdds, pct, type CocDiceContent } from '../../analysis/odds/index.ts';

/**
 * Under a barrier token in the level inspector: how hard it is to destroy. A barrier takes its whole
 * health in one weapon action, so a weapon of power p needs ⌈health / p⌉ successes; the chance is
 * the exact one of rolling that many with all of Lara's Lara Dice (the packs' dice), before ammo,
 * which adds a success each, and without paying for sacrifices. `dice`: the packs' dice, read where the packs arrive
 * (analysis/odds `cocDiceOf`).
 */
export function barrierOdds(dice: CocDiceContent | undefined, health: unknown) {
  if (!dice || typeof health !== 'number' || !Number.isInteger(health) || health < 1) return nothing;
  const laraItem = dice.items.find((i) => i.kind === 'dice' && i.dieType === 'lara');
  const count = typeof laraItem?.count === 'number' ? laraItem.count : 6;
  const weapons = dice.items.filter((i) => i.kind === 'weapon' && typeof i.power === 'number' && i.power > 0);
  if (!weapons.length) return nothing;
  const rows = weapons.map((w) => {
    const need = Math.ceil(health / (w.power as number));
    const pass = cocOdds({ laraDice: count, laraFaces: dice.laraDie, need }).pass ?? 0;
    return html`<li data-weapon=${w.id}>
      ${w.name} (power ${w.power}): ${need} success${need === 1 ? '' : 'es'}, <strong>${pct(pass)}</strong>
    </li>`;
  });
  return html`<div class="odds" aria-label="Odds to destroy the barrier">
    <p class="hint">
      Destroyed by ${health} damage in one weapon action. The chance with all ${count} Lara Dice, before ammo (each adds
      a success) and sacrifices:
    </p>
    <ul>
      ${rows}
    </ul>
  </div>`;
}
