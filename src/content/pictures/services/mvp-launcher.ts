import { mvpLauncher } from '@/config/facts';
import type launcherOriginal from '@/content/words/en/services/mvp-launcher.json';
import { localizedWords } from '@/content/localized-words';
import type { Locale } from '@/i18n/locales';
import { colour, line, rect, text, textWidth } from '../kit';
import type { PictureWords } from '../words';
import { label } from '../words';
import { fillAll } from '../../words';
import { chip, fitted } from './diagram';

const launcher = localizedWords<typeof launcherOriginal>('services/mvp-launcher');

/** Sprints last two weeks and end with a demo, as the Launcher's engagement says. */
const sprintWeeks = 2;
const phaseColours = [colour.violet, colour.violet, colour.accent, colour.amber, colour.green];

/**
 * The Launcher's phases as its page states them (engagement steps, durations filled from the facts), in weeks; they
 * must add up to the Launcher's weeks, or the timeline would tell a different story from the page.
 */
export function launcherPhases(locale: Locale): { title: string; duration: string; weeks: number }[] {
  const { steps } = fillAll(launcher[locale].sections.engagement, locale);
  const phases = steps.map(({ title, duration }) => ({ title, duration, weeks: Number(/^(\d+)\s/.exec(duration)?.[1]) }));
  const total = phases.reduce((sum, phase) => sum + phase.weeks, 0);
  if (total !== mvpLauncher.weeks) throw new Error(`The MVP Launcher's phases add up to ${total} weeks, its facts say ${mvpLauncher.weeks}`);
  return phases;
}

/** The MVP Launcher's weeks as a timeline: each phase as a bar over its weeks, a demo at the end of every sprint. */
export function drawMvpLauncher(w: PictureWords, locale: Locale): string {
  const left = 24;
  const right = 536;
  const week = (right - left) / mvpLauncher.weeks;
  const x = (weekIndex: number) => left + weekIndex * week;
  const top = 100;
  const row = 46;
  const bottom = top + 5 * row;
  let start = 0;
  const bars = launcherPhases(locale).map(({ title, duration, weeks }, index) => {
    const from = x(start);
    const to = x(start + weeks);
    start += weeks;
    const middle = top + index * row + row / 2;
    const bar = rect({ x: from + 2, y: middle - 17, w: to - from - 4, h: 34 }, { r: 8, fill: phaseColours[index] ?? colour.accent });
    // The label goes into a bar wide enough for it, else beside it where there is more room.
    const inside = `${title} · ${duration}`;
    if (textWidth(inside, 15, true) <= to - from - 24) return bar + text(from + 12, middle + 5, inside, { size: 15, weight: 700, fill: colour.surface });
    const roomLeft = from - 10 - left;
    const roomRight = right - to - 10;
    const onLeft = roomLeft > roomRight;
    const labelX = onLeft ? from - 10 : to + 10;
    const anchor = onLeft ? 'end' : 'start';
    const room = Math.max(roomLeft, roomRight);
    return (
      bar +
      fitted(labelX, middle - 2, title, room, { size: 15, bold: true, anchor }) +
      fitted(labelX, middle + 15, duration, room, { size: 14, fill: colour.muted, anchor })
    );
  });
  const columns = Array.from({ length: mvpLauncher.weeks }, (_, index) =>
    (index % 2 === 0 ? rect({ x: x(index), y: top - 6, w: week, h: bottom - top + 12 }, { fill: colour.surface, opacity: 0.55 }) : '') +
    text(x(index) + week / 2, bottom + 26, String(index + 1), { size: 14, weight: 600, fill: colour.muted, anchor: 'middle' }),
  );
  const sprints = mvpLauncher.weeks / sprintWeeks;
  const demos = Array.from({ length: sprints }, (_, index) => {
    const cx = x((index + 1) * sprintWeeks) - week / 2;
    return `<rect x="${cx - 7}" y="${bottom + 43}" width="14" height="14" rx="2" fill="${colour.accent}" transform="rotate(45 ${cx} ${bottom + 50})"/>`;
  });
  return (
    fitted(left, 46, label(w, 'title'), 300, { size: 22, bold: true }) +
    text(left, 68, label(w, 'subtitle'), { size: 14, fill: colour.muted }) +
    columns.join('') +
    line(x(mvpLauncher.scopingWeeks), top - 6, x(mvpLauncher.scopingWeeks), bottom + 6, colour.accent, 2, true) +
    chip(x(mvpLauncher.scopingWeeks), top - 6, label(w, 'fixed'), 'accent') +
    bars.join('') +
    line(left, bottom + 50, right, bottom + 50, '#d6d1ff', 2) +
    demos.join('') +
    fitted(left, bottom + 80, label(w, 'demos'), right - left, { size: 14, fill: colour.muted })
  );
}
