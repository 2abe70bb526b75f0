// `npm run bench:pack`: how long checking a whole pack holds up the page's main thread, measured in
// Chromium (Vite's dev server): the in-page check (schemas + cross-reference checks) of the base
// pack and of a pack five times its size; and with the check in the validation worker (as the app
// does it), what the page itself still pays per check (copying what changed into the message) and
// how long until the answer arrives. A measurement, not a test.
import { startServer } from './bench-server.mjs';
import { chromium } from '@playwright/test';
import { findChromium, CHROMIUM_ARGS } from './chromium.mjs';

const server = await startServer({ dev: true });
const BASE = server.url;

try {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  // A page of the server that is not the app, so that nothing has compiled the schemas yet.
  await page.goto(`${BASE}/package.json`);
  const figures = await page.evaluate(async () => {
    const { checkPack, compileSchemas } = await import('/src/model/validate.ts');
    const { ValidationRunner } = await import('/src/store/validation-runner.ts');
    const base = (await import('/@id/__x00__virtual:base-pack')).default.packs[0];
    const big = {
      ...base,
      id: 'big',
      items: [0, 1, 2, 3, 4].flatMap((k) => base.items.map((i) => ({ ...i, id: k ? `${i.id}-x${k}` : i.id }))),
    };
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const time = (run, n) => {
      const t = [];
      for (let i = 0; i < n; i++) {
        const s = performance.now();
        run();
        t.push(performance.now() - s);
      }
      return t;
    };
    const compile = time(() => compileSchemas(), 1)[0];
    const out = { compile };
    for (const [name, pack] of [
      ['base', base],
      ['base ×5', big],
    ]) {
      time(() => checkPack(pack), 3);
      const inPage = time(() => checkPack(pack), 15);
      // What posting the pack to a worker costs the page: a structured clone of it.
      const clone = time(() => structuredClone(pack), 15);
      // The worker: the first check sends the whole pack; after that, one edited item at a time.
      const runner = new ValidationRunner();
      let s = performance.now();
      let answer = runner.checkPack(pack, []);
      const firstPost = performance.now() - s;
      await answer;
      const firstAnswer = performance.now() - s;
      const posts = [];
      const answers = [];
      let current = pack;
      for (let i = 0; i < 15; i++) {
        const items = current.items.slice();
        items[i] = { ...items[i], name: `${items[i].name} ${i}` };
        current = { ...current, items };
        s = performance.now();
        answer = runner.checkPack(current, []);
        posts.push(performance.now() - s);
        await answer;
        answers.push(performance.now() - s);
      }
      runner.dispose();
      out[name] = {
        items: pack.items.length,
        inPageMedian: median(inPage),
        inPageMax: Math.max(...inPage),
        cloneMedian: median(clone),
        cloneMax: Math.max(...clone),
        firstPost,
        firstAnswer,
        postMedian: median(posts),
        postMax: Math.max(...posts),
        answerMedian: median(answers),
      };
    }
    return out;
  });
  const ms = (n) => `${n.toFixed(1)} ms`;
  console.log(`validators ready (compiled at build time: only their module's first run): ${ms(figures.compile)}`);
  for (const name of ['base', 'base ×5']) {
    const f = figures[name];
    console.log(`${name} (${f.items} items):`);
    console.log(
      `  check in the page: median ${ms(f.inPageMedian)}, max ${ms(f.inPageMax)} (a copy of the whole pack: median ${ms(f.cloneMedian)})`,
    );
    console.log(
      `  in the worker: first check (whole pack sent, the worker started) ${ms(f.firstPost)} of the page's time, answer after ${ms(f.firstAnswer)}`,
    );
    console.log(
      `  in the worker, one item edited: ${ms(f.postMedian)} of the page's time (max ${ms(f.postMax)}), answer after ${ms(f.answerMedian)} (median)`,
    );
  }
  await browser.close();
} finally {
  server.stop();
}
