// A playtest session for component tests: a small map level with a wolf, the base pack's dice and
// enemies, and a host element that gives the session to its children through @lit/context.
import { ContextProvider } from '@lit/context';
import type { ContentItem, Pack } from '../../src/model/content.ts';
import { scenarioLevel, withScenarioItems } from '../../src/engine/coc/scenario-level.ts';
import { PlaytestSession } from '../../src/store/playtest-session.ts';
import { playtestContext } from '../../src/ui/playtest/playtest-context.ts';
import abilities from '../../content/base/coc/cards/abilities.json' with { type: 'json' };
import achievements from '../../content/base/coc/cards/achievements.json' with { type: 'json' };
import actions from '../../content/base/coc/cards/actions.json' with { type: 'json' };
import bosses from '../../content/base/coc/cards/bosses.json' with { type: 'json' };
import conditions from '../../content/base/coc/cards/conditions.json' with { type: 'json' };
import craftBench from '../../content/base/coc/cards/craft-bench.json' with { type: 'json' };
import dice from '../../content/base/coc/cards/dice.json' with { type: 'json' };
import enemies from '../../content/base/coc/cards/enemies.json' with { type: 'json' };
import eventsOther from '../../content/base/coc/cards/events-other.json' with { type: 'json' };
import eventsTraps from '../../content/base/coc/cards/events-traps.json' with { type: 'json' };
import outfits from '../../content/base/coc/cards/outfits.json' with { type: 'json' };
import relics from '../../content/base/coc/cards/relics.json' with { type: 'json' };
import research from '../../content/base/coc/cards/research.json' with { type: 'json' };
import resources from '../../content/base/coc/cards/resources.json' with { type: 'json' };
import weapons from '../../content/base/coc/cards/weapons.json' with { type: 'json' };
import type { Setup } from '../../src/engine/coc/types.ts';
import { arenaSessionOf } from '../fixtures/playtest-arena.ts';
import { describeDecision } from '../../src/ui/playtest/decision-words.ts';
import '../../src/ui/play/choice-dialog.ts';
import { mount, settled } from './fixtures.ts';

export const cardsPack: Pack = {
  kind: 'pack',
  id: 'cards',
  name: 'Cards',
  version: '1.0.0',
  description: 'The base pack’s cards for the tests.',
  authors: ['Tests'],
  schemaVersion: 1,
  items: [
    abilities,
    achievements,
    actions,
    bosses,
    conditions,
    craftBench,
    dice,
    enemies,
    eventsOther,
    eventsTraps,
    outfits,
    relics,
    research,
    resources,
    weapons,
  ].flatMap((cards) => cards as ContentItem[]),
};

/** A 6 × 3 low map, Lara at (0, 1) facing E, a wolf at (5, 1) facing W, the exit at (2, 0): its items and ref. */
export const smallLevel = scenarioLevel({
  map: ['LLLLLL', 'LLLLLL', 'LLLLLL'],
  tokens: [
    { type: 'laraStart', at: { x: 0, y: 1 }, facing: 'E' },
    { type: 'exit', at: { x: 2, y: 0 } },
    { type: 'spawnPoint', at: { x: 5, y: 1 }, number: 1, facing: 'W', enemy: 'wildlife' },
  ],
  objectives: [{ type: 'reachExit' }],
});

/** The small level laid over the base pack's cards. */
export const smallPacks = withScenarioItems([cardsPack], smallLevel.items);

/** A game of the small level. */
export function smallSession(seed: number | string = 1): PlaytestSession {
  return new PlaytestSession({ packs: smallPacks, level: smallLevel.ref, title: 'Small', options: { seed } });
}

/** The arena (tests/fixtures/playtest-arena.ts) over the base pack's cards. */
export const arenaSession = (seed: number | string = 1, setup: Setup = {}): PlaytestSession =>
  arenaSessionOf(cardsPack, seed, setup);

/** The arena with Lara at 1 health, lost to the wildlife's attack in the first enemy phase (no dodge dice), events not
 * stepped. */
export function lostArenaSession(): PlaytestSession {
  const session = arenaSession(1, { lara: { health: 1 } });
  session.stepEvents = false;
  session.apply({ type: 'endLaraPhase' });
  session.apply({ type: 'enemyPhase' });
  session.apply({ type: 'dodge', dice: 0 });
  return session;
}

/** Mounts `tag` inside a host that provides `session`; returns the element once rendered. */
export async function mountWith<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  session: PlaytestSession,
): Promise<HTMLElementTagNameMap[K]> {
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
  const b = [...shadow(el).querySelectorAll('button')].find(
    (x) => text.test(x.textContent!.trim()) || text.test(x.getAttribute('aria-label') ?? ''),
  );
  if (!b) throw new Error(`No button ${text}`);
  return b;
};

/**
 * The arena at an effect to apply by hand: an Event Card made here (the base pack's are all carried
 * out by the engine) is on top of the Event Deck, and the Event Phase has drawn it.
 */
export function byHandSession(seed: number | string = 1): PlaytestSession {
  const { items, ref } = scenarioLevel({
    map: ['LLLLLL', 'LLLLLL', 'LLLLLL'],
    tokens: [
      { type: 'laraStart', at: { x: 0, y: 1 }, facing: 'E' },
      { type: 'door', at: { x: 3, y: 2 }, colour: 'red', state: 'open' },
      { type: 'barrier', at: { x: 4, y: 2 }, health: 2 },
    ],
  });
  const odd = {
    kind: 'event',
    id: 'odd-event',
    name: 'Odd',
    copies: 2,
    lara: {
      type: 'other',
      name: 'Odd',
      text: 'x',
      effects: [{ type: 'manual', text: 'A rockfall: lose 2 health and step back one space.' }],
    },
    invaded: { type: 'other', name: 'Odd', text: 'x', effects: [] },
  } as ContentItem;
  const setup: Setup = {
    phase: 'event',
    enemies: [{ type: 'wildlife', at: { x: 5, y: 0 }, facing: 'S' }],
    eventDeck: ['odd-event', 'odd-event'],
    inventory: { weapons: [{ id: 'bow', ammo: 1 }], resources: ['oil'] },
  };
  const session = new PlaytestSession({
    packs: withScenarioItems([cardsPack], [...items, odd]),
    level: ref,
    title: 'By hand',
    options: { seed, setup },
  });
  session.apply({ type: 'eventPhase' });
  return session;
}

/** The choice dialog as the playtest shows it for the session's pending decision; a choice made is applied to it. */
export async function dialogFor(session: PlaytestSession): Promise<HTMLElementTagNameMap['tr-choice-dialog']> {
  const d = describeDecision(session.content, session.state, session.choice!)!;
  const dialog = document.createElement('tr-choice-dialog');
  Object.assign(dialog, {
    heading: d.heading,
    detail: d.detail,
    cardText: d.cardText ?? '',
    note: d.note ?? false,
    answers: d.answers,
  });
  dialog.addEventListener('choose', (e) => session.apply((e as CustomEvent).detail.action));
  await mount(dialog);
  return dialog;
}
