import { expect, test } from './fixtures';
import { brokenFiguresOn, gapsInCardGridsOn, keyPages, overflowOn, targetsOn, title, visit } from './layout';
import { undersizedTargets } from './target-size';

// At 1280 px and on tablets; at 390 px in mobile-layout.spec.ts.
for (const path of keyPages) {
  test(`${title(path)}: targets of 24 px, no text out of its box, no gap in a grid of cards, at 1280 px and on tablets`, async ({ page }) => {
    await visit(page, path);
    expect.soft(undersizedTargets(await targetsOn(page)), 'links and buttons at least 24 px tall, others spaced').toEqual([]);
    for (const width of [1280, 1024, 768]) {
      await page.setViewportSize({ width, height: 800 });
      expect.soft(await overflowOn(page), `text out of its box at ${width} px`).toEqual([]);
      expect.soft(await brokenFiguresOn(page), `figures broken from their unit at ${width} px`).toEqual([]);
      expect.soft(await gapsInCardGridsOn(page), `a gap in a grid of cards at ${width} px`).toEqual([]);
    }
  });
}
