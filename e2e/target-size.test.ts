import { describe, expect, it } from 'vitest';
import { undersizedTargets, type Target } from './target-size';

type Options = Partial<Pick<Target, 'control' | 'inText'>>;
const target = (name: string, [x, y, width, height]: number[], options: Options = {}): Target => ({
  name,
  box: { x: x!, y: y!, width: width!, height: height! },
  control: false,
  inText: false,
  ...options,
});

describe('undersizedTargets', () => {
  it('passes targets of 24 × 24 px and more, wherever they are', () => {
    expect(undersizedTargets([target('a', [0, 0, 24, 24]), target('b', [24, 0, 80, 44])])).toEqual([]);
  });

  it('fails a link or button less than 24 px tall, even with room around it', () => {
    expect(undersizedTargets([target('footer link', [0, 0, 120, 19]), target('next', [0, 40, 120, 19])])).toEqual([
      'footer link (120 × 19 px)',
      'next (120 × 19 px)',
    ]);
  });

  it('passes a small form control with room around it, and fails one whose 24 px circle touches another target', () => {
    const radio = target('radio', [0, 0, 20, 20], { control: true });
    expect(undersizedTargets([radio, target('far', [0, 40, 100, 44])])).toEqual([]);
    expect(undersizedTargets([radio, target('near', [0, 21, 100, 44])])).toEqual(['radio (20 × 20 px)']);
  });

  it('fails a narrow link whose circle overlaps the circle of another small target, and passes it 24 px apart', () => {
    const row = (gap: number) => [target('one', [0, 0, 20, 24]), target('two', [20 + gap, 0, 20, 24])];
    expect(undersizedTargets(row(2))).toEqual(['one (20 × 24 px)', 'two (20 × 24 px)']);
    expect(undersizedTargets(row(4))).toEqual([]);
  });

  it('leaves links in running text to their line, but keeps them as neighbours of other targets', () => {
    const inline = target('inline', [0, 0, 60, 17], { inText: true });
    const radio = target('radio', [0, 18, 20, 20], { control: true });
    expect(undersizedTargets([inline])).toEqual([]);
    expect(undersizedTargets([inline, radio])).toEqual(['radio (20 × 20 px)']);
  });
});
