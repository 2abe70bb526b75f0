import type { Pack } from '../model/content.ts';
import type { Problem } from '../model/problem.ts';
import type { ReferenceSite } from '../model/pack-edit.ts';
import { PackProblems } from './pack-problems.ts';

/** A long problem list may stay in the validation worker (pack-problems.ts). */
type Checked = { problems: Problem[] | PackProblems; references: ReferenceSite[] };
export type CheckPack = (pack: Pack, dependencies: Pack[]) => Checked | Promise<Checked>;

/**
 * The validator, loaded on first use: compiling the schemas must not hold up the first paint. In a
 * page it runs in the validation worker: checking the base pack takes 16–20 ms of Chromium's
 * time and a pack five times as big 40–65 ms, too long to do between two keystrokes' frames
 * (`npm run bench:pack`); with the worker the page only sends the items that changed, well
 * under 1 ms. Where there are no workers (Node), it runs in place.
 */
const loadValidator = async (): Promise<CheckPack> => {
  if (typeof Worker === 'function') {
    const { sharedValidationRunner } = await import('./validation-runner.ts');
    const runner = sharedValidationRunner();
    return (pack, dependencies) => runner.checkPack(pack, dependencies);
  }
  const { checkPack } = await import('../model/validate.ts');
  return (pack, dependencies) => checkPack(pack, { dependencies });
};

/**
 * Re-checks packs shortly after they change (a burst of typing is one check), each against the
 * packs it declares as dependencies, and reports problems and references per pack.
 */
export class PackChecker {
  private pending = new Set<string>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> | undefined;
  private validator: Promise<CheckPack> | undefined;

  constructor(
    private readonly load: (() => Promise<CheckPack>) | undefined,
    private readonly packs: () => readonly Pack[],
    private readonly report: (packId: string, problems: PackProblems, references: ReferenceSite[]) => void,
    private readonly delay = 150,
  ) {}

  /** Checks the pack again soon, and the packs that depend on it. */
  check(packId: string): void {
    this.pending.add(packId);
    for (const pack of this.packs()) if (pack.dependencies?.some((d) => d.id === packId)) this.pending.add(pack.id);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.run(), this.delay);
  }

  checkAll(): void {
    for (const pack of this.packs()) this.pending.add(pack.id);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.run(), 0);
  }

  /** Resolves when no check is waiting or running (of `packId`, or of any pack). */
  async settled(packId?: string): Promise<void> {
    while ((packId === undefined ? this.pending.size > 0 : this.pending.has(packId)) || this.running) {
      if (!this.running) await this.run();
      else await this.running;
    }
  }

  private async run(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.running) return this.running;
    this.running = (async () => {
      // The ids taken from `pending` and not reported yet: a failure reports to them too.
      let ids: string[] = [];
      try {
        this.validator ??= (this.load ?? loadValidator)();
        const check = await this.validator;
        while (this.pending.size > 0) {
          ids = [...this.pending];
          this.pending.clear();
          const all = this.packs();
          for (const id of [...ids]) {
            const pack = all.find((p) => p.id === id);
            if (pack) {
              const declared = new Set((pack.dependencies ?? []).map((d) => d.id));
              // A check that fails fails only its own pack, in words; the others are still checked.
              try {
                const { problems, references } = await check(
                  pack,
                  all.filter((p) => declared.has(p.id)),
                );
                this.report(id, problems instanceof PackProblems ? problems : PackProblems.of(problems), references);
              } catch (e) {
                this.report(
                  id,
                  PackProblems.of([
                    {
                      severity: 'error',
                      pointer: '',
                      message: `The pack could not be checked: ${e instanceof Error ? e.message : String(e)}.`,
                    },
                  ]),
                  [],
                );
              }
            }
            ids = ids.filter((other) => other !== id);
          }
        }
      } catch (e) {
        this.validator = undefined;
        for (const id of new Set([...ids, ...this.pending]))
          this.report(
            id,
            PackProblems.of([
              {
                severity: 'error',
                pointer: '',
                message: `The pack could not be checked: ${e instanceof Error ? e.message : String(e)}`,
              },
            ]),
            [],
          );
        this.pending.clear();
      } finally {
        this.running = undefined;
      }
    })();
    return this.running;
  }
}
