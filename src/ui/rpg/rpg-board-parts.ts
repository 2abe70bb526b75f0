/**
 * Parts of the RPG board (rpg-board.ts): the dice of the last test, a challenge with each
 * participant's exact chance to pass, and the summary at the end of a game.
 */
import { html, nothing } from 'lit';
import {
  figureName,
  MAX_WOUNDS,
  STUN_EFFECTS,
  stateDigest,
  type RpgEvent,
  type RpgState,
} from '../../engine/rpg/index.ts';
import { chanceLine, participantChance } from '../../analysis/rpg-design.ts';

export interface ShownDice {
  text: string;
  rolled: number[];
  target: number;
}

/** The last event of the game that rolled dice (the last test's dice). */
export function lastDice(events: readonly RpgEvent[]): ShownDice | undefined {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    if (e.dice?.rolled.length) return { text: e.text, rolled: e.dice.rolled, target: e.dice.target };
  }
  return undefined;
}

export function renderDice(dice: ShownDice | undefined) {
  if (!dice)
    return html`<section class="dice" aria-label="Last test"><h3>Last test</h3><p>No die rolled yet.</p></section>`;
  const hits = dice.rolled.filter((d) => d > dice.target).length;
  return html`<section class="dice" aria-label="Last test">
    <h3>Last test</h3>
    <p class="roll-text">${dice.text}</p>
    <ul class="tray" aria-label=${`The dice: ${hits} of ${dice.rolled.length} above ${dice.target}`}>
      ${dice.rolled.map(
        (
          d,
        ) => html`<li class=${d > dice.target ? 'die hit' : 'die miss'} aria-label=${`${d}, ${d > dice.target ? 'a success' : 'a failure'}`}>
          <span class="pips">${d}</span><span class="mark">${d > dice.target ? '✓' : '✗'}</span>
        </li>`,
      )}
    </ul>
  </section>`;
}

/** A challenge: the test, and each participant's result so far and chance to pass. */
export function renderChallenge(s: RpgState) {
  const run = s.challenge;
  if (!run) return nothing;
  const what = run.competence.skill ?? run.competence.attribute ?? '';
  const form = run.form === 'sum' ? `a sum of ${run.needed}` : `${run.needed} success${run.needed === 1 ? '' : 'es'}`;
  const mods = [
    run.dice ? `${run.dice > 0 ? '+' : ''}${run.dice}>` : '',
    run.target ? `>${run.target > 0 ? '+' : ''}${run.target}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return html`<header>
      <strong>${run.name}</strong>
      <span class="goal">A ${run.form} test of ${what} against ${run.challenge}${mods ? ` (${mods})` : ''}, needing ${form}${run.form === 'extended' ? `, saving roll ${run.save.attribute} against ${run.save.challenge}` : ''}.
        ${run.participants.length > 1 ? (run.passWhen === 'everyone' ? 'Everyone must pass.' : 'One pass is enough.') : ''}</span>
    </header>
    <table class="participants" aria-label="Participants">
      <thead><tr><th>Participant</th><th>${run.form === 'sum' ? 'Sum' : 'Successes'}</th><th>Rolls</th><th>Chance to pass</th><th></th></tr></thead>
      <tbody>
        ${run.participants.map((p) => {
          const chance = participantChance(s, p.actor);
          const name = figureName(s, p.actor);
          return html`<tr class=${s.pending && 'actor' in s.pending && s.pending.actor === p.actor ? 'now' : ''}>
            <th scope="row">${name}</th>
            <td>${run.form === 'sum' ? p.sum : p.successes} of ${run.needed}</td>
            <td>${p.rolls}</td>
            <td class="odds">${chance === undefined ? '' : chanceLine(name, chance)}</td>
            <td>${p.passed ? 'passed' : p.failed ? 'failed' : p.done ? 'done' : ''}</td>
          </tr>`;
        })}
      </tbody>
    </table>`;
}

/** The end of a game: who won, and how every figure came out of it. */
export function renderEnd(s: RpgState, events: readonly RpgEvent[]) {
  const last = events.at(-1)?.text ?? '';
  const won = s.status === 'won';
  return html`<section class="end" role="region" aria-label="End of the game">
    <h3>${s.combat ? (won ? 'The raiders win' : 'The raiders lose') : won ? 'The challenge is passed' : 'The challenge is failed'}</h3>
    <p>${last}${s.combat ? ` After ${s.combat.round} round${s.combat.round === 1 ? '' : 's'}.` : ''}</p>
    <ul>
      ${s.actors.map((a) => {
        const p = s.challenge?.participants.find((x) => x.actor === a.id);
        const result = p
          ? p.passed
            ? 'passed'
            : 'did not pass'
          : a.wounds >= MAX_WOUNDS
            ? 'incapacitated'
            : a.stun.includes(6)
              ? 'knocked out'
              : 'standing';
        return html`<li>${figureName(s, a.id)}: ${result}; ${a.wounds} of ${MAX_WOUNDS} wounds${a.stun.length ? `, stun ${a.stun.map((l) => STUN_EFFECTS[l]).join(', ')}` : ''}.</li>`;
      })}
    </ul>
    <p class="digest">State digest (a replay of this game reaches the same): <code>${stateDigest(s)}</code></p>
  </section>`;
}
