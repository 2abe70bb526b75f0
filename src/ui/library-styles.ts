import { css } from 'lit';

/** The library's look (tr-library's shadow root). */
export const libraryStyles = css`
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    margin: 0.5rem 0;
  }
  .actions button,
  .filters select,
  .filters input,
  .new-item select {
    font: inherit;
    font-size: 0.85rem;
    padding: 0.2rem 0.5rem;
  }
  .danger {
    color: #a1261b;
  }
  .filters {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    align-items: center;
    margin: 0.6rem 0;
    font-size: 0.85rem;
  }
  .overview dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 0.2rem 0.8rem;
    font-size: 0.85rem;
    margin: 0.4rem 0;
  }
  .overview dt {
    color: #6b6256;
  }
  .overview dd {
    margin: 0;
  }
  .integrity {
    font-size: 0.75rem;
    overflow-wrap: anywhere;
  }
  .hint,
  .none {
    color: #6b6256;
    font-size: 0.8rem;
  }
  .save-error {
    color: #a1261b;
    font-size: 0.85rem;
    font-weight: 600;
  }
  .toast {
    position: fixed;
    bottom: 1rem;
    left: 50%;
    transform: translateX(-50%);
    background: #2b2620;
    color: #f4f1ea;
    padding: 0.5rem 1rem;
    border-radius: 4px;
    display: flex;
    gap: 0.6rem;
    align-items: center;
  }
  .toast button {
    font: inherit;
  }
  :host {
    display: grid;
    grid-template-columns: minmax(12rem, 16rem) minmax(16rem, 1fr) minmax(16rem, 1fr);
    height: 100%;
    overflow: hidden;
  }
  aside,
  .pack,
  .detail {
    overflow: auto;
    padding: 0 1rem 1rem;
  }
  aside {
    border-right: 1px solid var(--line, #ccc);
  }
  .detail {
    border-left: 1px solid var(--line, #ccc);
    background: var(--panel, #fff);
  }
  h2 {
    font-size: 1.05rem;
  }
  h3 {
    font-size: 0.95rem;
    margin: 1rem 0 0.3rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  button {
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  aside button,
  .item {
    display: block;
    width: 100%;
    border: 1px solid transparent;
    background: transparent;
    padding: 0.35rem 0.5rem;
    border-radius: 4px;
  }
  button[aria-pressed='true'] {
    background: #efe2cf;
    border-color: #c9a77c;
  }
  .item:hover,
  aside button:hover {
    background: #f3ebdf;
  }
  .name {
    display: block;
    font-weight: 600;
  }
  .meta,
  .count,
  .description {
    color: #6b6256;
    font-size: 0.85rem;
  }
  .tag {
    font-size: 0.7rem;
    background: #e7e0d4;
    border-radius: 3px;
    padding: 0 0.3rem;
  }
  pre {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    font-size: 0.8rem;
    background: #f7f3ec;
    padding: 0.6rem;
    border-radius: 4px;
    overflow: auto;
  }
  .status {
    padding: 1rem;
  }
  .error {
    color: #a1261b;
  }
  .problems li,
  .pack-problems li,
  .item-problems li {
    font-size: 0.8rem;
    color: #a1261b;
    margin: 0.2rem 0;
  }
  li.warning {
    color: #7a5a00;
  }
  .pack-problems summary {
    cursor: pointer;
    color: #a1261b;
    font-weight: 600;
  }
  .pack-problems ul {
    max-height: 12rem;
    overflow: auto;
  }
  .tag.problem {
    background: #f6d9d5;
    color: #a1261b;
  }
  .ok,
  .checking {
    font-size: 0.85rem;
    color: #6b6256;
  }
`;
