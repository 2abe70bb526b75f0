import { expect } from '@esm-bundle/chai';
import { scenarioLevel } from '../../src/engine/coc/scenario-level.ts';
import { ValidationRunner } from '../../src/store/validation-runner.ts';
import { cardsPack } from './playtest-fixtures.ts';

// The editors' problems come from the validation worker: a draft whose exit Lara cannot reach gets
// the clear check's problem there (with the reason), and a draft with a way through gets none.

const level = (map: string[]) =>
  scenarioLevel({
    map,
    tokens: [
      { type: 'laraStart', at: { x: 0, y: 0 }, facing: 'E' },
      { type: 'exit', at: { x: 4, y: 0 } },
    ],
    objectives: [{ type: 'reachExit' }],
  }).items;

describe('the clear check in the validation worker', () => {
  it('gives the problem of an exit out of reach, and none once a way is open', async function () {
    this.timeout(30000);
    const runner = new ValidationRunner();
    try {
      const [draft, ...extra] = level(['LLLBLL', 'LLLBLL', 'LLLBLL']).reverse();
      const problems = await runner.check(draft!, extra, [cardsPack]);
      const clear = problems.filter((p) => /^Clear check/.test(p.message));
      expect(clear.length, JSON.stringify(problems)).to.equal(1);
      expect(clear[0]!.message).to.match(/cannot reach the exit at \(4, 0\)/);
      const [open, ...tiles] = level(['LLLBLL', 'LLLBLL', 'LLLLLL']).reverse();
      expect(
        (await runner.check(open!, tiles, [cardsPack])).filter((p) => /^Clear check/.test(p.message)),
      ).to.deep.equal([]);
    } finally {
      runner.dispose();
    }
  });
});
