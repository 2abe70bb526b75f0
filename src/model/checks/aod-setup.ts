import { pointer, type Problem } from '../problem.ts';
import type { Check } from './check.ts';
import { isObject } from '../json-read.ts';
import { aodSetupProblems, type Lookup } from '../aod-setup-problems.ts';

/**
 * The Angel of Darkness museum setups' design checks (model/aod-setup-problems.ts) as pack problems:
 * the same ones the museum designer shows, at the field of the setup each is about.
 */
export const aodSetupChecks: Check = {
  name: 'Angel of Darkness museum setup',
  run({ items, dependencies }) {
    const index = new Map<string, Record<string, unknown>>();
    // The pack's own items first: they win over the dependencies' (first of an id wins).
    for (const { item } of items) if (!index.has(`${item.kind}:${item.id}`)) index.set(`${item.kind}:${item.id}`, item);
    for (const pack of dependencies)
      for (const item of pack.items)
        if (isObject(item) && !index.has(`${String(item.kind)}:${String(item.id)}`))
          index.set(`${String(item.kind)}:${String(item.id)}`, item);
    const lookup: Lookup = (kind, id) => index.get(`${kind}:${id}`);
    const problems: Problem[] = [];
    for (const { item, index: i } of items) {
      if (item.kind !== 'aodSetup') continue;
      for (const p of aodSetupProblems(item, lookup))
        problems.push({
          severity: p.severity,
          pointer: pointer('items', i, ...p.path),
          itemId: item.id,
          message: p.message,
        });
    }
    return problems;
  },
};
