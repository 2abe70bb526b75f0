/** Draws an element again whenever the item document it edits changes (its own edits, undo, the JSON editor). */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ItemDocument } from '../../store/item-document.ts';

export class DocWatch implements ReactiveController {
  private watched: ItemDocument | undefined;
  private readonly onChange = () => this.host.requestUpdate();

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly docOf: () => ItemDocument | undefined,
  ) {
    host.addController(this);
  }

  hostUpdate(): void {
    const doc = this.docOf();
    if (doc === this.watched) return;
    this.watched?.removeEventListener('change', this.onChange);
    this.watched = doc;
    doc?.addEventListener('change', this.onChange);
  }

  hostDisconnected(): void {
    this.watched?.removeEventListener('change', this.onChange);
    this.watched = undefined;
  }
}
