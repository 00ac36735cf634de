/** A link, button or form control as laid out on the page. */
export interface Target {
  name: string;
  box: { x: number; y: number; width: number; height: number };
  /** A form field, checkbox or radio button rather than a link or button. */
  control: boolean;
  /** A link inside a sentence, which WCAG 2.5.8 leaves to the line height of the text around it. */
  inText: boolean;
}

/** WCAG 2.2's minimum target size (2.5.8), in CSS pixels. */
const minimum = 24;

const centre = ({ box }: Target) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

/** How far a point lies from a target's box (0 inside it). */
function distanceToBox(point: { x: number; y: number }, { box }: Target) {
  const dx = Math.max(box.x - point.x, 0, point.x - (box.x + box.width));
  const dy = Math.max(box.y - point.y, 0, point.y - (box.y + box.height));
  return Math.hypot(dx, dy);
}

/**
 * The targets too small to hit. WCAG 2.5.8 (Target Size, Minimum) asks for 24 × 24 px, or for spacing: a circle 24 px
 * across centred on a smaller target touches no other target and no other small target's circle. The site asks more
 * of its links and buttons: at least 24 px tall, spaced or not, so that a column of links is easy to hit too. Links
 * in running text are exempt.
 */
export function undersizedTargets(targets: Target[]): string[] {
  const small = targets.filter(({ box, inText }) => !inText && (box.width < minimum || box.height < minimum));
  const crowded = (target: Target) => {
    const middle = centre(target);
    const touches = targets.some((other) => other !== target && distanceToBox(middle, other) < minimum / 2);
    const overlaps = small.some((other) => {
      const { x, y } = centre(other);
      return other !== target && Math.hypot(x - middle.x, y - middle.y) < minimum;
    });
    return touches || overlaps;
  };
  return small
    .filter((target) => (!target.control && target.box.height < minimum) || crowded(target))
    .map(({ name, box }) => `${name} (${Math.round(box.width)} × ${Math.round(box.height)} px)`);
}
