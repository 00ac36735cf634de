import type { CSSProperties } from 'react';

/** The most columns a grid's cards fit in on tablets (from 40rem), desktops (from 64rem) and wide screens (80rem). */
export type WidestColumns = readonly [tablet: number, desktop: number, wide: number];

/**
 * The columns for `count` cards where at most `widest` fit: the most that fill the last row or leave it one card
 * short (4 cards in at most 3 columns: 2 + 2; 5: 3 + 2; 7 in 4: 4 + 3), else the most that leave no card alone in
 * it. Where no count does (an odd number of cards in two columns), the lone last card spans its row.
 */
export function balancedColumns(count: number, widest: number): { columns: number; spanLast: boolean } {
  if (count <= widest || widest < 2) return { columns: Math.max(Math.min(count, widest), 1), spanLast: false };
  const counts = Array.from({ length: widest - 1 }, (_, index) => widest - index);
  const inLastRow = (columns: number) => count % columns || columns;
  const columns =
    counts.find((columns) => inLastRow(columns) >= Math.max(2, columns - 1)) ?? counts.find((columns) => inLastRow(columns) > 1);
  return columns ? { columns, spanLast: false } : { columns: widest, spanLast: true };
}

/**
 * The custom properties CardGrid.module.css lays a grid of `count` cards out with, per width. Only what differs from
 * the usual grid is named (two columns on tablets, three on desktops and as many on wide screens), to keep the markup
 * small.
 */
export function cardGridStyle(count: number, [tablet, desktop, wide]: WidestColumns): CSSProperties {
  const md = balancedColumns(count, tablet);
  const lg = balancedColumns(count, desktop);
  const xl = balancedColumns(count, wide);
  const style: Record<string, number | string> = {};
  if (md.columns !== 2) style['--columns-md'] = md.columns;
  if (lg.columns !== 3) style['--columns-lg'] = lg.columns;
  if (xl.columns !== lg.columns) style['--columns-xl'] = xl.columns;
  if (md.spanLast) style['--last-md'] = '1 / -1';
  if (lg.spanLast) style['--last-lg'] = '1 / -1';
  if (xl.spanLast) style['--last-xl'] = '1 / -1';
  return style;
}
