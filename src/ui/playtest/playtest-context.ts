/**
 * The playtest's shared state, given to its parts through @lit/context: the running session (the
 * game, its history, the legal actions). Parts re-render whenever the session changes.
 */
import { createContext } from '@lit/context';
import type { ReactiveControllerHost } from 'lit';
import { ContextChangeController } from '../context-change.ts';
import type { PlaytestSession } from '../../store/playtest-session.ts';

export const playtestContext = createContext<PlaytestSession>(Symbol('playtest-session'));

export class SessionController extends ContextChangeController<PlaytestSession> {
  constructor(host: ReactiveControllerHost & HTMLElement) {
    super(host, playtestContext);
  }

  get session(): PlaytestSession | undefined {
    return this.value;
  }
}
