/**
 * The seeded random generator every engine keeps in its state: sfc32 (small fast counter), four
 * 32-bit words. The state is a plain array, so a game state stays JSON; the functions here
 * advance the array they are given in place — engines call them on their own copy of the state.
 */
export type RandomState = [number, number, number, number];

/** A generator state from a seed (a number or a string), warmed up so that near seeds differ. */
export function seedRandom(seed: number | string): RandomState {
  let h = 1779033703 ^ String(seed).length;
  const text = String(seed);
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  const words: number[] = [];
  for (let i = 0; i < 4; i++) {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    words.push((h ^= h >>> 16) >>> 0);
  }
  const state = words as RandomState;
  for (let i = 0; i < 12; i++) nextUint32(state);
  return state;
}

/** The next 32-bit unsigned number; advances `state`. */
export function nextUint32(state: RandomState): number {
  // Read by index, not destructured: array destructuring went through an iterator (garbage at every number drawn).
  let a = state[0];
  let b = state[1];
  let c = state[2];
  let d = state[3];
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  state[0] = a >>> 0;
  state[1] = b >>> 0;
  state[2] = c >>> 0;
  state[3] = d >>> 0;
  return t >>> 0;
}

/** A whole number in 0 … n−1, without modulo bias. */
export function randomInt(state: RandomState, n: number): number {
  if (!(n >= 1)) throw new RangeError(`randomInt needs n ≥ 1, got ${n}`);
  const limit = Math.floor(0x100000000 / n) * n;
  for (;;) {
    const r = nextUint32(state);
    if (r < limit) return r % n;
  }
}

/** One element of a non-empty list, picked uniformly. */
export function pick<T>(state: RandomState, list: readonly T[]): T {
  return list[randomInt(state, list.length)]!;
}

/** Shuffles `list` in place (Fisher–Yates) and returns it. */
export function shuffle<T>(state: RandomState, list: T[]): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = randomInt(state, i + 1);
    const x = list[i]!; // swapped without a destructuring (an array and an iterator per step)
    list[i] = list[j]!;
    list[j] = x;
  }
  return list;
}
