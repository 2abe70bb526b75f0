import { html } from 'lit';

/**
 * A labelled whole-number field of the by-hand dialogs (both games): `onSet` gets the new value when
 * it is changed (Enter or leaving the field) to another whole number; anything else puts the value back.
 */
export function numberField(label: string, value: number, max: number, onSet: (v: number) => void) {
  return html`<label class="field">${label}
    <input type="number" min="0" max=${max} .value=${String(value)} aria-label=${label}
      @change=${(e: Event) => {
        const input = e.target as HTMLInputElement;
        const v = input.valueAsNumber;
        if (Number.isInteger(v) && v !== value) onSet(v);
        else input.value = String(value);
      }} /></label>`;
}
