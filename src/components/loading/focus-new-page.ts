/**
 * Where keyboard focus starts after a client-side navigation: at the new page's content (`#main`, the skip link's
 * target), as after a full page load. Left alone, focus stays on the header or footer link that was followed, or,
 * when that link went with the old page, the browser keeps its Tab position where the link was: Tab and a screen
 * reader would go on from the old page's footer. A new page that already placed focus in its content itself (the
 * calculator's step heading) keeps it there. Never scrolls: the router has already put the page where it belongs.
 */
export function focusNewPage(main: HTMLElement | null, focused: Node | null) {
  if (!main) return;
  if (focused && focused !== main && main.contains(focused)) return;
  main.focus({ preventScroll: true });
}
