import { describe, expect, it, vi } from 'vitest';
import { focusNewPage } from './focus-new-page';

/** The page's content area, holding these nodes. */
function page(inside: Node[] = []) {
  const focus = vi.fn();
  const main = { contains: (node: Node | null) => node !== null && inside.includes(node), focus } as unknown as HTMLElement;
  return Object.assign(main, { focus });
}

const node = () => ({}) as Node;

describe('focusNewPage', () => {
  it('moves focus from a link outside the content (header or footer) to the content, without scrolling', () => {
    const main = page();
    focusNewPage(main, node());
    expect(main.focus).toHaveBeenCalledWith({ preventScroll: true });
  });

  it('moves focus to the content when nothing has it (the followed link went with the old page)', () => {
    const main = page();
    focusNewPage(main, null);
    expect(main.focus).toHaveBeenCalledOnce();
  });

  it('focuses the content again when it already has focus, so Tab starts from its beginning', () => {
    const main = page();
    focusNewPage(main, main);
    expect(main.focus).toHaveBeenCalledOnce();
  });

  it('leaves focus that the new page placed in its content', () => {
    const heading = node();
    const main = page([heading]);
    focusNewPage(main, heading);
    expect(main.focus).not.toHaveBeenCalled();
  });

  it('does nothing on a page without content area', () => {
    expect(() => focusNewPage(null, node())).not.toThrow();
  });
});
