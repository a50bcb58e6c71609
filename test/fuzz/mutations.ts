import { type Labelled, PROTOTYPE_KEYS } from './hostile-values';

/**
 * One change to a valid value at one place: a field replaced by a hostile value, a field removed, or
 * keys added to an object (the inherited names and an unknown one). One change at a time, so the rest
 * of the request stays valid and the fuzz reaches the check or the handler that the field meets.
 */
export interface Mutation {
  path: readonly (string | number)[];
  kind: 'replace' | 'remove' | 'add keys';
  replacement?: Labelled<unknown>;
}

export function mutationsOf(value: unknown, replacements: readonly Labelled<unknown>[]): Mutation[] {
  const mutations: Mutation[] = [];
  const visit = (node: unknown, path: (string | number)[]) => {
    for (const replacement of replacements) mutations.push({ path, kind: 'replace', replacement });
    if (path.length > 0) mutations.push({ path, kind: 'remove' });
    if (Array.isArray(node)) {
      node.forEach((item, index) => {
        visit(item, [...path, index]);
      });
    } else if (isObject(node)) {
      mutations.push({ path, kind: 'add keys' });
      for (const [key, item] of Object.entries(node)) visit(item, [...path, key]);
    }
  };
  visit(value, []);
  return mutations;
}

export function describeMutation(mutation: Mutation): string {
  const where = mutation.path.length > 0 ? mutation.path.join('.') : '(whole)';
  if (mutation.kind === 'replace') return `${where} = ${mutation.replacement?.label}`;
  return `${where}: ${mutation.kind}`;
}

/** The value with the mutation applied; the original is left as it was. */
export function applyMutation(value: unknown, mutation: Mutation): unknown {
  if (mutation.path.length === 0) return changed(value, mutation);
  const copy = JSON.parse(JSON.stringify(value)) as unknown;
  const parentPath = mutation.path.slice(0, -1);
  const key = mutation.path[mutation.path.length - 1] as string | number;
  let parent = copy as Record<string | number, unknown>;
  for (const step of parentPath) parent = parent[step] as Record<string | number, unknown>;
  if (mutation.kind === 'remove') {
    if (Array.isArray(parent)) parent.splice(key as number, 1);
    else delete parent[key];
  } else {
    // Own property even for `__proto__`, as JSON.parse would make it.
    Object.defineProperty(parent, key, {
      value: changed(parent[key], mutation),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return copy;
}

function changed(current: unknown, mutation: Mutation): unknown {
  if (mutation.kind === 'replace') return mutation.replacement?.value;
  if (mutation.kind === 'add keys' && isObject(current)) {
    const added = JSON.parse(JSON.stringify(current)) as Record<string, unknown>;
    // defineProperty, not assignment: assigning `__proto__` would change the prototype, not add a key.
    for (const key of [...PROTOTYPE_KEYS, 'unexpected']) {
      Object.defineProperty(added, key, {
        value: { polluted: true },
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return added;
  }
  return undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
