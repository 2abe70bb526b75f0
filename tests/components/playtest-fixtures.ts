// A playtest session for component tests: a small map level with a wolf, the base pack's dice and
// enemies, and a host element that gives the session to its children through @lit/context.
import { ContextProvider } from '@lit/context';
import type { ContentItem, Pack } from '../../src/model/content.ts';
import { scenarioLevel, withScenarioItems } from '../../src/engine/coc/scenario-level.ts';
import { PlaytestSession } from '../../src/store/playtest-session.ts';
import { playtestContext } from '../../src/ui/playtest/playtest-context.ts';
import dice from '../../content/base/coc/cards/dice.json' with { type: 'json' };
import enemies from '../../content/base/coc/cards/enemies.json' with { type: 'json' };
import { settled } from './fixtures.ts';

export const cardsPack: Pack = {
  kind: 'pack',
  id: 'cards',
  name: 'Cards',
  version: '1.0.0',
  description: 'Dice and enemies for the tests.',
  authors: ['Tests'],
  schemaVersion: 1,
  items: [...(dice as ContentItem[]), ...(enemies as ContentItem[])],
};

/** A 6 × 3 low map, Lara at (0, 1) facing E, a wolf at (5, 1) facing W, the exit at (2, 0). */
export function smallSession(seed: number | string = 1): PlaytestSession {
  const { items, ref } = scenarioLevel({
    map: ['LLLLLL', 'LLLLLL', 'LLLLLL'],
    tokens: [
      { type: 'laraStart', at: { x: 0, y: 1 }, facing: 'E' },
      { type: 'exit', at: { x: 2, y: 0 } },
      { type: 'spawnPoint', at: { x: 5, y: 1 }, number: 1, facing: 'W', enemy: 'wildlife' },
    ],
    objectives: [{ type: 'reachExit' }],
  });
  return new PlaytestSession({ packs: withScenarioItems([cardsPack], items), level: ref, title: 'Small', options: { seed } });
}

/** Mounts `tag` inside a host that provides `session`; returns the element once rendered. */
export async function mountWith<K extends keyof HTMLElementTagNameMap>(tag: K, session: PlaytestSession): Promise<HTMLElementTagNameMap[K]> {
  const host = document.createElement('div');
  host.className = 'playtest-host';
  new ContextProvider(host, { context: playtestContext, initialValue: session });
  const el = document.createElement(tag);
  host.append(el);
  document.body.append(host);
  await settled(el as HTMLElement & { updateComplete?: Promise<unknown> });
  return el;
}

export const shadow = (el: Element) => el.shadowRoot!;
export const buttonNamed = (el: Element, text: RegExp) => {
  const b = [...shadow(el).querySelectorAll('button')].find((x) => text.test(x.textContent!.trim()) || text.test(x.getAttribute('aria-label') ?? ''));
  if (!b) throw new Error(`No button ${text}`);
  return b;
};
