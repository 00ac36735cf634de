import { describe, expect, it } from 'vitest';
import { balancedColumns, cardGridStyle } from './card-grid';

/** The number of cards in each row. */
function rows(count: number, widest: number) {
  const { columns, spanLast } = balancedColumns(count, widest);
  const sizes = Array.from({ length: Math.ceil(count / columns) }, (_, row) => Math.min(columns, count - row * columns));
  return { columns, sizes, spanLast };
}

describe('balancedColumns', () => {
  it.each([
    [4, 3, [2, 2]],
    [4, 4, [4]],
    [5, 3, [3, 2]],
    [5, 4, [3, 2]],
    [6, 4, [3, 3]],
    [7, 4, [4, 3]],
    [8, 3, [3, 3, 2]],
    [8, 4, [4, 4]],
    [9, 4, [3, 3, 3]],
    [11, 4, [4, 4, 3]],
    [3, 4, [3]],
  ])('lays %i cards in at most %i columns as %j', (count, widest, sizes) => {
    expect(rows(count, widest)).toMatchObject({ sizes, spanLast: false });
  });

  it('leaves a card alone in the last row only where every column count would, and then spans it', () => {
    for (let widest = 1; widest <= 5; widest++) {
      for (let count = 1; count <= 24; count++) {
        const { columns, sizes, spanLast } = rows(count, widest);
        expect(columns).toBeLessThanOrEqual(widest);
        const lone = columns > 1 && sizes.length > 1 && sizes.at(-1) === 1;
        const choices = Array.from({ length: widest - 1 }, (_, index) => index + 2);
        const unavoidable = count > widest && choices.length > 0 && choices.every((other) => count % other === 1);
        expect({ lone, spanLast }, `${count} in ${widest}`).toEqual({ lone: unavoidable, spanLast: unavoidable });
      }
    }
  });

  it('gives an odd number of cards two columns on a tablet, the last one across both', () => {
    expect(balancedColumns(5, 2)).toEqual({ columns: 2, spanLast: true });
    expect(balancedColumns(1, 2)).toEqual({ columns: 1, spanLast: false });
  });
});

describe('cardGridStyle', () => {
  it('names the columns per width where they differ from the usual grid, and the span of a lone last card', () => {
    expect(cardGridStyle(6, [2, 3, 3])).toEqual({});
    expect(cardGridStyle(5, [2, 3, 4])).toEqual({ '--last-md': '1 / -1' });
    expect(cardGridStyle(4, [3, 4, 4])).toEqual({ '--columns-lg': 4 });
    expect(cardGridStyle(11, [2, 3, 4])).toEqual({ '--last-md': '1 / -1', '--columns-xl': 4 });
    expect(cardGridStyle(7, [2, 3, 4])).toEqual({ '--last-md': '1 / -1', '--last-lg': '1 / -1', '--columns-xl': 4 });
  });
});
