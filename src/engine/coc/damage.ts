/**
 * Damage to Lara and what 0 health means: in a single level or challenge the game is lost; in a
 * series she loses a Lara Die and heals fully, and the game is lost when no die is left.
 * DODGE (part 2) will let the player cut damage before it is taken: `damageLara` is the one place
 * every source of damage goes through, so that is where it will hook in.
 */
import type { CocEvent, CocState } from './types.ts';

export function damageLara(state: CocState, amount: number, source: string, events: CocEvent[]): void {
  if (amount <= 0 || state.status !== 'playing') return;
  const lara = state.lara;
  const taken = Math.min(amount, lara.health);
  lara.health -= taken;
  events.push({ type: 'damage', text: `${source}: Lara takes ${amount} damage (health ${lara.health}/${lara.maxHealth}).` });
  if (lara.health > 0) return;
  if (state.mode === 'series' && lara.dice > 1) {
    lara.dice -= 1;
    lara.diceLeft = Math.min(lara.diceLeft, lara.dice);
    lara.health = lara.maxHealth;
    events.push({ type: 'death', text: `Lara falls: she loses a Lara Die (${lara.dice} left) and heals fully.` });
    return;
  }
  state.status = 'lost';
  events.push({
    type: 'lost',
    text: state.mode === 'series' ? 'Lara falls with her last Lara Die: the game is lost.' : 'Lara falls: the game is lost.',
  });
}
