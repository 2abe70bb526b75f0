// `npm run bench:level`: how the level editor holds up on an 8 × 8-slot level, measured in Chromium
// on the built app. A tile is dragged with a real mouse across the whole board while the page
// records the time of every frame and of every dragover handled; then tiles are dropped and the
// time from the drop to the next frame (with the tile on screen) is recorded. Prints the figures;
// it is a measurement, not a pass/fail test.
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { findChromium, CHROMIUM_ARGS } from './chromium.mjs';

const PORT = 4175;
const server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'], { stdio: 'ignore' });
const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return { n: s.length, median: q(0.5)?.toFixed(2), p95: q(0.95)?.toFixed(2), max: s.at(-1)?.toFixed(2) };
};

try {
  for (let i = 0; i < 50; i++) {
    try {
      await fetch(`http://127.0.0.1:${PORT}/`);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  await page.goto(`http://127.0.0.1:${PORT}/#level`);
  await page.getByRole('button', { name: 'New empty level' }).click();
  await page.locator('tr-level-board .board').waitFor();
  // An 8 × 8 grid with every slot laid (tiles reused: the checks say so, the board draws them all) and a token on each slot.
  await page.evaluate(() => {
    const main = document.querySelector('tr-app').shadowRoot.querySelector('tr-level-editor').shadowRoot.querySelector('tr-level-main');
    const bench = main.shadowRoot.querySelector('tr-level-workbench');
    const faces = ['jungle', 'tomb', 'mountain', 'desert'];
    const tiles = [];
    const tokens = [];
    for (let y = 0; y < 8; y++)
      for (let x = 0; x < 8; x++) {
        const n = ((y * 8 + x) % 32) + 1;
        tiles.push({ slot: { x, y }, tile: `tile-${n}`, face: n <= 16 ? faces[(x + y) % 2] : faces[2 + ((x + y) % 2)], rotation: ((x * 90) % 360) });
        tokens.push({ type: 'spawnPoint', at: { x: x * 3 + 1, y: y * 3 + 1 }, number: ((x + y) % 6) + 1, facing: 'N' });
      }
    bench.doc.setValue({ ...bench.doc.value, mixedFaces: true, layout: { size: { columns: 8, rows: 8 }, tiles, tokens } }, { label: 'Bench level' });
  });
  await page.waitForTimeout(1500);
  const boardBox = await page.locator('tr-level-board .board').boundingBox();
  const cell = boardBox.width / 24;
  await page.evaluate(() => {
    window.__frames = [];
    window.__handlers = [];
    let last = performance.now();
    const tick = (t) => {
      window.__frames.push(t - last);
      last = t;
      if (window.__recording) requestAnimationFrame(tick);
    };
    window.__recording = true;
    requestAnimationFrame(tick);
    let start = 0;
    window.addEventListener('dragover', () => (start = performance.now()), true);
    window.addEventListener('dragover', () => window.__handlers.push(performance.now() - start));
  });
  // Drag the tile in slot (0, 0) over every row of the board to slot (7, 7), in 120 mouse steps.
  await page.mouse.move(boardBox.x + cell * 0.5, boardBox.y + cell * 2.5);
  await page.mouse.down();
  for (let i = 1; i <= 120; i++) {
    const row = Math.floor((i - 1) / 15);
    const col = ((i - 1) % 15) / 14;
    await page.mouse.move(boardBox.x + cell * (0.5 + col * 23), boardBox.y + cell * (0.5 + row * 3.2));
  }
  await page.mouse.move(boardBox.x + cell * 22.5, boardBox.y + cell * 22.5);
  await page.mouse.up();
  const drag = await page.evaluate(() => {
    window.__recording = false;
    return { frames: window.__frames.slice(2), handlers: window.__handlers };
  });

  // Placement latency: drop a face from the palette 10 times; time from the drop to the next frame, with the slot drawn.
  await page.evaluate(() => {
    window.__placements = [];
    window.addEventListener(
      'drop',
      () => {
        const t0 = performance.now();
        requestAnimationFrame(() => window.__placements.push(performance.now() - t0));
      },
      true,
    );
  });
  await page.locator('tr-face-palette select').first().selectOption('all');
  for (let i = 0; i < 10; i++) {
    const face = page.locator('tr-face-palette .face').nth(i);
    const from = await face.boundingBox();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 3);
    await page.mouse.down();
    await page.mouse.move(boardBox.x + cell * (3 * (i % 8) + 1.5), boardBox.y + cell * (3 * (3 + (i % 4)) + 1.5), { steps: 5 });
    await page.mouse.up();
  }
  const placements = await page.evaluate(() => window.__placements);
  console.log('8 × 8 slots (576 spaces, 64 tiles, 64 tokens), Chromium headless, built app');
  console.log('drag: frame intervals (ms)', stats(drag.frames));
  console.log('drag: dragover handling incl. re-render (ms)', stats(drag.handlers));
  console.log('placement: drop → next frame (ms)', stats(placements));
  await browser.close();
} finally {
  server.kill();
}
