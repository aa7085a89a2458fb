import { options } from 'preact';

const isText = (child: unknown): child is string | number =>
  typeof child === 'string' || typeof child === 'number';
const isEmpty = (child: unknown) =>
  child === null || child === undefined || typeof child === 'boolean';

/**
 * An element's children with each run of adjacent texts joined into its first text: the others
 * become empty slots, so every other child keeps its position. Texts are adjacent when nothing
 * but empty children (null, undefined, booleans) stands between them. The same array when
 * there is nothing to join.
 */
export function joinAdjacentTexts(children: readonly unknown[]): readonly unknown[] {
  let joined: unknown[] | null = null;
  let runStart = -1;
  for (let index = 0; index < children.length; index += 1) {
    const child = children[index];
    if (isText(child)) {
      if (runStart < 0) {
        runStart = index;
        continue;
      }
      joined ??= [...children];
      joined[runStart] = `${joined[runStart] as string | number}${child}`;
      joined[index] = null;
    } else if (!isEmpty(child)) {
      runStart = -1;
    }
  }
  return joined ?? children;
}

let installed = false;

/**
 * The server's renderer writes adjacent texts as one ("(", 64, ")" as "(64)"), which the
 * browser reads back as one text node; Preact's hydration would then cut it up again, changing
 * the page it was given. Joined as every element is
 * created, on the server and in the browser alike, the texts are one node on both sides
 * (decision 030). Runs once, whoever calls it.
 */
export function joinTextsOfElements(): void {
  if (installed) return;
  installed = true;
  const previous = options.vnode;
  options.vnode = (vnode) => {
    if (typeof vnode.type === 'string') {
      const props = vnode.props as { children?: unknown };
      if (Array.isArray(props.children)) props.children = joinAdjacentTexts(props.children);
    }
    previous?.(vnode);
  };
}
