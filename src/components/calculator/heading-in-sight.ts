/**
 * Whether a heading the wizard moved focus to can be read where it is: neither under the sticky header (the top
 * `covered` pixels of the viewport) nor past the viewport's bottom. Focus alone scrolls only an element that is off
 * screen, so a step shown again by the browser's back button, where the visitor had scrolled it, could keep its
 * heading under the header.
 */
export function isHeadingInSight(box: { top: number; bottom: number }, covered: number, viewportHeight: number): boolean {
  return box.top >= covered && box.bottom <= viewportHeight;
}
