/**
 * The CCG playtest's shared state, given to its parts through @lit/context: the running session
 * (the game, its history, the legal actions, whose hand is on screen). Parts re-render whenever
 * the session changes.
 */
import { createContext } from '@lit/context';
import type { ReactiveControllerHost } from 'lit';
import { ContextChangeController } from '../context-change.ts';
import type { CcgPlaytestSession } from '../../store/ccg-playtest-session.ts';
import type { CcgContent } from '../../engine/ccg/index.ts';

export const ccgPlaytestContext = createContext<CcgPlaytestSession>(Symbol('ccg-playtest-session'));

export class CcgSessionController extends ContextChangeController<CcgPlaytestSession> {
  constructor(host: ReactiveControllerHost & HTMLElement) {
    super(host, ccgPlaytestContext);
  }

  get session(): CcgPlaytestSession | undefined {
    return this.value;
  }

  /** The session's cards read by the engine (prepared once by the session). */
  get content(): CcgContent | undefined {
    return this.value?.content;
  }
}
