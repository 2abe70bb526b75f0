// Shared by the RPG unit tests: seeded games played by a bot, random encounters, the state's invariants.
import assert from 'node:assert/strict';
import type { ContentItem } from '../../src/model/content.ts';
import type { RpgContent } from '../../src/engine/rpg/content.ts';
import { applyAction, newGame } from '../../src/engine/rpg/game.ts';
import { legalActions } from '../../src/engine/rpg/legal.ts';
import { randomPlayer, sensiblePlayer } from '../../src/engine/rpg/players.ts';
import { pick, randomInt, seedRandom, type RandomState } from '../../src/engine/core/random.ts';
import { LIMIT_OF, QUALITIES, type RpgAction, type RpgState } from '../../src/engine/rpg/types.ts';
import type { LevelRef } from '../../src/engine/core/game-module.ts';

export interface Played {
  state: RpgState;
  start: RpgState;
  seen: RpgState[];
  actions: RpgAction[];
}

/** A game played by a bot (random or sensible) until it ends or `limit` actions. */
export function play(
  content: RpgContent,
  level: LevelRef,
  seed: string,
  bot: 'random' | 'sensible',
  limit = 2000,
  each?: (before: RpgState, action: RpgAction, after: RpgState) => void,
): Played {
  const player = bot === 'random' ? randomPlayer : sensiblePlayer;
  const random = seedRandom(`player ${seed}`);
  const start = newGame(content, level, { seed }).state;
  let state = start;
  const seen = [state];
  const actions: RpgAction[] = [];
  for (let n = 0; n < limit && state.status === 'playing'; n++) {
    const action = player.choose(state, random)!;
    assert.ok(action, `the ${bot} player found no action (${JSON.stringify(state.pending)})`);
    const next = applyAction(state, action).state;
    each?.(state, action, next);
    state = next;
    actions.push(action);
    seen.push(state);
  }
  return { state, start, seen, actions };
}

const GROUND = ['.', '.', '.', '.', '#', '~', '+'];

/** An encounter item drawn at random: a map of 4–9 by 2–6 spaces and 2–5 combatants of the base characters. */
export function randomEncounter(random: RandomState, characters: ContentItem[], n: number): ContentItem {
  const width = 4 + randomInt(random, 6);
  const height = 2 + randomInt(random, 5);
  const rows: string[] = [];
  for (let y = 0; y < height; y++) {
    let row = '';
    for (let x = 0; x < width; x++) row += pick(random, GROUND);
    rows.push(row);
  }
  const free: { x: number; y: number }[] = [];
  rows.forEach((row, y) => [...row].forEach((g, x) => g !== '#' && free.push({ x, y })));
  const count = Math.min(free.length, 2 + randomInt(random, 4));
  const combatants = [];
  for (let i = 0; i < count; i++) {
    const at = free.splice(randomInt(random, free.length), 1)[0]!;
    const side = i === 0 ? 'raiders' : i === 1 ? 'opponents' : pick(random, ['raiders', 'opponents']);
    combatants.push({
      id: `c${i}`,
      character: pick(random, characters).id,
      side,
      at,
      ...(randomInt(random, 4) === 0 ? { surprised: true } : {}),
    });
  }
  const goals = [
    { type: 'defeatOpponents' },
    { type: 'survive', rounds: 1 + randomInt(random, 4) },
    { type: 'reach', at: pick(random, free.length ? free : [combatants[0]!.at]) },
  ];
  return {
    kind: 'rpgEncounter',
    id: `random-${n}`,
    name: `Random ${n}`,
    map: { rows },
    combatants,
    goal: pick(random, goals),
    maxRounds: 6 + randomInt(random, 6),
  };
}

/** What must hold in every state. */
export function checkInvariants(state: RpgState): void {
  const at = new Set<string>();
  for (const a of state.actors) {
    assert.ok(a.wounds >= 0 && a.wounds <= 5, `${a.id} wounds ${a.wounds}`);
    for (const q of QUALITIES)
      assert.ok(
        a.qualities[q] >= 0 && a.qualities[q] <= a.sheet.attributes[LIMIT_OF[q]],
        `${a.id} ${q} ${a.qualities[q]}`,
      );
    assert.deepEqual(
      a.stun,
      [...new Set(a.stun)].sort((x, y) => x - y),
      `${a.id} stun ${a.stun}`,
    );
    assert.ok(a.stun.every((l) => l >= 1 && l <= 6));
    assert.ok(
      a.ignored.every((l) => a.stun.includes(l)),
      `${a.id} ignores an effect it does not have`,
    );
    if (a.at) {
      const key = `${a.at.x},${a.at.y}`;
      assert.ok(!at.has(key), `two figures on ${key}`);
      at.add(key);
      assert.ok(state.combat!.map.rows[a.at.y]?.[a.at.x] !== undefined, `${a.id} off the map`);
    }
  }
  if (state.status === 'playing') {
    assert.ok(state.pending, 'a game going on asks something');
    assert.ok(legalActions(state).length > 0, `no legal action for ${JSON.stringify(state.pending)}`);
  } else assert.equal(state.pending, null);
}
