// What must hold in every state of an Underworld game (used by the property test).
import type { UwContent, UwState } from '../../src/engine/uw/index.ts';

const count = (list: readonly string[]) =>
  list.reduce((m, x) => m.set(x, (m.get(x) ?? 0) + 1), new Map<string, number>());

export function invariantProblems(content: UwContent, s: UwState): string[] {
  const game = content.games.get(s.level.id)!;
  const out: string[] = [];
  const deck = content.progress.reduce((n, p) => n + p.copies, 0);
  const inHands = s.players.reduce((n, p) => n + p.hand.acrobatics + p.hand.battle + p.hand.trick, 0);
  if (s.drawPile.length + s.discardPile.length + inHands !== deck)
    out.push(`progress cards: ${s.drawPile.length} + ${s.discardPile.length} + ${inHands} ≠ ${deck}`);
  const later = game.journey.slice(s.regionIndex + 1).map((id) => content.regions.get(id)!);
  const allObjects = game.journey.flatMap((id) => content.regions.get(id)!.objects);
  const objects = [
    ...s.objectsAvailable,
    ...s.players.flatMap((p) => p.objects),
    ...s.objectsUsed,
    ...s.objectsLost,
    ...s.thor,
    ...later.flatMap((r) => r.objects),
  ];
  if (JSON.stringify([...count(objects)].sort()) !== JSON.stringify([...count(allObjects)].sort()))
    out.push('object cards are not each in exactly one place');
  const allEnemies = game.journey.flatMap((id) => content.regions.get(id)!.enemies);
  const enemies = [
    ...s.enemyPile,
    ...s.enemies,
    ...s.enemiesEliminated,
    ...s.enemiesRemoved,
    ...later.flatMap((r) => r.enemies),
  ];
  if (JSON.stringify([...count(enemies)].sort()) !== JSON.stringify([...count(allEnemies)].sort()))
    out.push('enemy cards are not each in exactly one place');
  if (s.health < 0 || s.health > s.maxHealth) out.push(`health ${s.health} of ${s.maxHealth}`);
  if (s.status === 'playing' && s.health === 0) out.push('Lara has no health and the game goes on');
  if (s.status === 'playing' && s.enemies.length >= game.enemies.lose)
    out.push(`${s.enemies.length} enemies visible and the game goes on`);
  if (s.adrenaline < 0 || s.adrenaline >= game.adrenaline - 1) out.push(`adrenaline ${s.adrenaline}`);
  const region = content.regions.get(s.region)!;
  for (const t of ['acrobatics', 'battle', 'trick'] as const)
    if (s.tracks[t] < 0 || s.tracks[t] >= region.tracks[t].length) out.push(`${t} track at ${s.tracks[t]}`);
  if (s.natla < 0 || s.natla > region.obstacles.length) out.push(`Natla at ${s.natla}`);
  if (s.actionsTaken > 2) out.push(`${s.actionsTaken} actions`);
  for (const [i, p] of s.players.entries()) {
    if ([p.medikits, p.points, p.treasures, p.hand.acrobatics, p.hand.battle, p.hand.trick].some((n) => n < 0))
      out.push(`player ${i} has a negative count`);
    if (p.eliminated && (p.objects.length || p.hand.acrobatics + p.hand.battle + p.hand.trick))
      out.push(`eliminated player ${i} still holds cards`);
  }
  if (s.status === 'playing' && s.players[s.active]!.eliminated && !s.pending && !s.queue.length)
    out.push('an eliminated player has the turn');
  if (s.pending && 'player' in s.pending && s.pending.player !== null && s.players[s.pending.player]!.eliminated)
    out.push('an eliminated player is asked');
  if (s.status === 'playing' && s.players.every((p) => p.eliminated))
    out.push('every player is out and the game goes on');
  if (s.status !== 'playing' && s.pending) out.push('a finished game waits for a decision');
  return out;
}
