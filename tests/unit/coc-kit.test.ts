// A custom starting kit: what the packs offer, the Lara Board's limits, and the kit reaching the
// game and its saved replay (which the scenario CLI plays to the same state).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import scenarioSchema from '../../schemas/scenario.schema.json' with { type: 'json' };
import { readPack } from '../../src/cli/pack-folder.ts';
import { validateDocument } from '../../src/model/validate.ts';
import { stateDigest } from '../../src/engine/coc/game.ts';
import { runScenario } from '../../src/engine/coc/scenario.ts';
import { PlaytestSession } from '../../src/store/playtest-session.ts';
import { DEFAULT_OPTIONS, gameOptions } from '../../src/store/playtest-launch.ts';
import {
  emptyGear,
  gearOfInventory,
  kitCatalog,
  kitProblems,
  kitSlots,
  type KitGear,
} from '../../src/analysis/coc-kit.ts';

const pack = readPack('content/base').pack!;
const catalog = kitCatalog([pack]);
const gear = (patch: Partial<KitGear>): KitGear => ({ ...emptyGear(), ...patch });

test('the catalog lists the packs’ cards, the bag’s tokens and the Special Dice', () => {
  assert.ok(catalog.cards.weapon.some((c) => c.id === 'shotgun' && c.name === 'Shotgun' && c.ammo === 5));
  assert.deepEqual(
    catalog.cards.relic.map((c) => c.id),
    ['poseidons-trident'],
  );
  assert.ok(
    catalog.cards.research.length > 0 && catalog.cards.research.every((c) => c.id !== 'skip-a-space'),
    'no map cards outside the campaign',
  );
  const tokens = Object.fromEntries(catalog.tokens.map((t) => [t.token, [t.words, t.inBag]]));
  assert.deepEqual(tokens.oil, ['Oil', 8]);
  assert.deepEqual(tokens['treasure:2'], ['Treasure (2 units)', 3]);
  assert.equal(tokens.treasure![1], 15);
  assert.deepEqual(
    catalog.tokens.map((t) => t.words),
    ['Oil', 'Scrap', 'Cloth', 'Treasure', 'Treasure (2 units)', 'Treasure (3 units)'],
  );
  assert.equal(catalog.specialDice, 6);
});

test('the Lara Board’s slots: 2 weapons, 1 outfit, 2 abilities, 2 relics, 5 Research Cards, more with Camo and Adorn', () => {
  assert.deepEqual(kitSlots(catalog, emptyGear()), { weapon: 2, outfit: 1, ability: 2, relic: 2, research: 5 });
  const camo = kitSlots(catalog, gear({ outfits: ['camo'], abilities: ['adorn'] }));
  assert.deepEqual([camo.weapon, camo.outfit], [3, 2]);
  const three = [
    { id: 'bow', ammo: 4 },
    { id: 'shotgun', ammo: 5 },
    { id: 'm16', ammo: 8 },
  ];
  assert.deepEqual(kitProblems(catalog, gear({ weapons: three })), ['Lara can hold at most 2 weapons, not 3.']);
  assert.deepEqual(kitProblems(catalog, gear({ weapons: three, outfits: ['camo'] })), []);
});

test('a kit with unknown cards, too many copies, too much ammo or too many tokens is refused in words', () => {
  const problems = kitProblems(
    catalog,
    gear({
      weapons: [{ id: 'shotgun', ammo: 6 }],
      outfits: ['tuxedo'],
      abilities: ['sprint', 'sprint'],
      specialDice: 7,
      resources: { oil: 9, 'gold:4': 1 },
    }),
  );
  assert.deepEqual(problems, [
    'No outfit "tuxedo" in the packs in play.',
    'Sprint: the packs have 1 copy, not 2.',
    'Shotgun holds 0 to 5 ammo, not 6.',
    'Special Dice: 0 to 6, not 7.',
    'Oil: the bag holds 8, not 9.',
    'The bag has no "gold:4" tokens.',
  ]);
});

test('a custom kit is all Lara holds at the start, and the saved replay plays to the same state in the CLI', () => {
  const kit: KitGear = {
    weapons: [
      { id: 'shotgun', ammo: 3 },
      { id: 'bow', ammo: 4 },
    ],
    outfits: ['camo'],
    abilities: ['sprint'],
    specialDice: 2,
    resources: { oil: 2, cloth: 1, 'treasure:3': 1 },
    research: ['re-roll'],
    relics: ['poseidons-trident'],
  };
  assert.deepEqual(kitProblems(catalog, kit), []);
  const options = gameOptions({ ...DEFAULT_OPTIONS, seed: '5', kit: { custom: true, health: 8, dice: 5, gear: kit } });
  const s = new PlaytestSession({
    packs: [pack],
    level: { kind: 'chapter', id: 'landfall' },
    title: 'Landfall',
    options,
  });
  const inv = s.state.inventory;
  // The chapter's own Dual Pistols went back to their deck.
  assert.deepEqual(inv.weapons, [
    { id: 'shotgun', ammo: 3 },
    { id: 'bow', ammo: 4 },
  ]);
  assert.ok(s.state.decks.weapon.includes('dual-pistols'));
  assert.deepEqual(
    [inv.outfits, inv.abilities, inv.research, inv.relics, inv.specialDice],
    [['camo'], ['sprint'], ['re-roll'], ['poseidons-trident'], 2],
  );
  assert.deepEqual([...inv.resources].sort(), ['cloth', 'oil', 'oil', 'treasure:3']);
  assert.deepEqual([s.state.lara.health, s.state.lara.dice], [8, 5]);
  assert.deepEqual(gearOfInventory(inv), { ...kit, resources: { oil: 2, cloth: 1, 'treasure:3': 1 } });

  // Play a little, save the replay, and replay it: in the engine and through the CLI.
  const move = s.legal.find((a) => a.type === 'move');
  assert.ok(move && s.apply(move), s.error);
  while (s.state.pending?.kind === 'afterRoll') s.apply({ type: 'keepRoll' });
  const scenario = s.toScenario();
  assert.deepEqual(validateDocument(scenarioSchema, scenario), []);
  assert.deepEqual(scenario.setup?.inventory?.relics, ['poseidons-trident']);
  const run = runScenario([pack], scenario);
  assert.equal(run.error, undefined, run.error?.message);
  assert.deepEqual(run.mismatches, []);
  assert.equal(stateDigest(run.state!), stateDigest(s.state));
  const dir = mkdtempSync(join(tmpdir(), 'kit-'));
  try {
    const file = join(dir, 'kit.scenario.json');
    writeFileSync(file, JSON.stringify(scenario));
    const cli = spawnSync(process.execPath, ['--import', './scripts/register-ts.mjs', 'src/cli/scenario.ts', file], {
      encoding: 'utf8',
    });
    assert.equal(cli.status, 0, cli.stderr);
    assert.equal(JSON.parse(cli.stdout).digest, stateDigest(s.state));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
