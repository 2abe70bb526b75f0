import { html, render, nothing, type TemplateResult } from 'lit';

export interface DialogButton {
  label: string;
  value: string;
  danger?: boolean;
  disabled?: boolean;
}

export interface AskOptions {
  title: string;
  /** Body content: plain text or a Lit template (both escape content text; nothing is parsed as HTML). */
  body?: string | TemplateResult;
  input?: { label: string; value: string; pattern?: string };
  buttons: DialogButton[];
  /** The button Enter and the first focus go to; never a danger button (see `safeDefault`). */
  defaultValue?: string;
}

/**
 * The button Enter presses: the one asked for, else the first that is neither a danger nor
 * "cancel"; never a danger button (replacing or deleting takes an explicit click).
 */
export function safeDefault(buttons: readonly DialogButton[], asked?: string): DialogButton | undefined {
  const usable = buttons.filter((b) => !b.disabled && !b.danger);
  return usable.find((b) => b.value === asked) ?? usable.find((b) => b.value !== 'cancel');
}

/**
 * A modal dialog (native <dialog>) with a title, a body, an optional text field and buttons.
 * Resolves to the chosen button's value and the field's text; Escape or closing gives "cancel".
 */
export function ask(options: AskOptions): Promise<{ choice: string; text: string }> {
  const dialog = document.createElement('dialog');
  dialog.className = 'tr-dialog';
  dialog.setAttribute('aria-labelledby', 'tr-dialog-title');
  document.body.append(dialog);
  return new Promise((resolve) => {
    let text = options.input?.value ?? '';
    const close = (choice: string) => {
      dialog.close();
      dialog.remove();
      resolve({ choice, text });
    };
    dialog.addEventListener('cancel', (e) => {
      e.preventDefault();
      close('cancel');
    });
    render(
      html`<form method="dialog" @submit=${(e: Event) => {
        e.preventDefault();
        const chosen = safeDefault(options.buttons, options.defaultValue);
        if (chosen) close(chosen.value);
      }}>
        <h2 id="tr-dialog-title">${options.title}</h2>
        ${typeof options.body === 'string' ? html`<p>${options.body}</p>` : (options.body ?? nothing)}
        ${
          options.input
            ? html`<label>${options.input.label} <input name="text" .value=${text} pattern=${options.input.pattern ?? '.*'} @input=${(e: Event) => (text = (e.target as HTMLInputElement).value)} /></label>`
            : nothing
        }
        <div class="buttons">
          ${options.buttons.map(
            (b) =>
              html`<button type="button" class=${b.danger ? 'danger' : ''} ?disabled=${b.disabled} @click=${() => close(b.value)}>${b.label}</button>`,
          )}
        </div>
      </form>`,
      dialog,
    );
    dialog.showModal();
    // First focus: the text field, else the default button, else Cancel; never a danger button.
    const buttons = [...dialog.querySelectorAll<HTMLButtonElement>('.buttons button')];
    const safe =
      safeDefault(options.buttons, options.defaultValue) ?? options.buttons.find((b) => b.value === 'cancel');
    (dialog.querySelector('input') ?? buttons[safe ? options.buttons.indexOf(safe) : -1])?.focus();
  });
}

/** Styles for dialogs, added once to the document (dialogs live in the document's top layer). */
export function installDialogStyles(): void {
  if (document.getElementById('tr-dialog-styles')) return;
  const style = document.createElement('style');
  style.id = 'tr-dialog-styles';
  style.textContent = `
    .tr-dialog { max-width: min(40rem, 90vw); max-height: 80vh; overflow: auto; border: 1px solid #c9a77c; border-radius: 6px; font: 14px system-ui, sans-serif; }
    .tr-dialog h2 { font-size: 1.05rem; margin-top: 0; }
    .tr-dialog label { display: block; margin: 0.6rem 0; }
    .tr-dialog input { font: inherit; width: 100%; box-sizing: border-box; }
    .tr-dialog .buttons { display: flex; gap: 0.5rem; justify-content: flex-end; margin-top: 1rem; }
    .tr-dialog button { font: inherit; padding: 0.3rem 0.8rem; cursor: pointer; }
    .tr-dialog button.danger { color: #a1261b; }
    .tr-dialog ul.report { max-height: 18rem; overflow: auto; padding-left: 1.2rem; font-size: 0.85rem; }
    .tr-dialog .error { color: #a1261b; }
    .tr-dialog .warning { color: #7a5a00; }
    .tr-dialog code { overflow-wrap: anywhere; }
  `;
  document.head.append(style);
}
