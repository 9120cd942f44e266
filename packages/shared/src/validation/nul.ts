// PostgreSQL text cannot hold the NUL character (U+0000): a string carrying one makes the database
// fail. No form needs it, so input that carries one is refused as invalid, wherever it sits.

export const hasNul = (value: string) => value.includes('\u0000');

/**
 * Where the first NUL in an input is: the dotted path of the field holding it (a name with a NUL
 * counts against the object that holds it; '' is the input itself), or undefined when there is
 * none. Walks iteratively, so deeply nested input cannot exhaust the stack.
 */
export function nulPath(input: unknown): string | undefined {
  // Each entry keeps its key and its parent, so the path is built only for a hit.
  interface Node {
    value: unknown;
    key?: string;
    parent?: Node;
  }
  const pathOf = (node: Node | undefined) => {
    const keys: string[] = [];
    for (let n = node; n?.key !== undefined; n = n.parent) keys.push(n.key);
    return keys.reverse().join('.');
  };
  const stack: Node[] = [{ value: input }];
  while (stack.length) {
    const node = stack.pop()!;
    const { value } = node;
    if (typeof value === 'string') {
      if (hasNul(value)) return pathOf(node);
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (hasNul(key)) return pathOf(node);
        stack.push({ value: child, key, parent: node });
      }
    }
  }
  return undefined;
}
