import { isObject } from '../../model/json-read.ts';

/** A token in words: "red door (closed)", "spawn point 3 facing W", "barrier (health 4)". */
export function tokenWords(token: unknown): string {
  if (!isObject(token)) return 'token';
  const facing = typeof token.facing === 'string' ? ` facing ${token.facing}` : '';
  switch (token.type) {
    case 'door':
      return `${token.colour ?? ''} door (${token.state ?? ''})`.trim();
    case 'switch':
      return `${token.colour ?? ''} switch`.trim();
    case 'barrier':
      return `barrier (health ${token.health ?? '?'})`;
    case 'laraStart':
      return `Lara's start${facing}`;
    case 'spawnPoint':
      return `spawn point ${token.number ?? ''}${facing}${typeof token.enemy === 'string' ? `, ${token.enemy} starts here` : ''}`.replace(
        '  ',
        ' ',
      );
    default:
      return String(token.type ?? 'token');
  }
}
