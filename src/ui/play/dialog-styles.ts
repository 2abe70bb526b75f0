import { css } from 'lit';

/** The playtest's modal dialogs (choices, apply by hand): the backdrop, the box, its heading and a card's text. */
export const dialogStyles = css`
  .backdrop {
    position: fixed;
    inset: 0;
    background: rgba(0, 0, 0, 0.35);
    display: grid;
    place-items: center;
    z-index: 50;
  }
  .dialog {
    background: #fff;
    border-radius: 8px;
    padding: 1rem 1.2rem;
    min-width: 18rem;
    max-width: 32rem;
    box-shadow: 0 8px 30px rgba(0, 0, 0, 0.35);
  }
  h3 {
    margin: 0 0 0.5rem;
  }
  .card-text {
    margin: 0.3rem 0;
    padding: 0.3rem 0.6rem;
    border-left: 3px solid #8d6e63;
    background: #faf6f0;
  }
`;

/** A choice dialog's answers: one wide button a line, with its detail below, and a note to write. */
export const choiceStyles = css`
  ul {
    list-style: none;
    padding: 0;
    display: grid;
    gap: 0.35rem;
  }
  .choice {
    width: 100%;
    text-align: left;
    font: inherit;
    padding: 0.35rem 0.6rem;
  }
  .choice small {
    display: block;
    color: #555;
  }
  .note textarea {
    display: block;
    width: 100%;
    min-height: 3rem;
  }
`;
