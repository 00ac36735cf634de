import { expect, test } from './fixtures';

// A phone on a slow network paints the page in a fallback font and swaps the web font in when it arrives: the
// fallback's metrics are adjusted to the web font's, so the swap must not move the page.
test('the web font arriving after the first paint barely moves the German home hero', async ({ page }) => {
  let releaseFont!: () => void;
  const fontHeld = new Promise<void>((resolve) => (releaseFont = resolve));
  await page.route('**/*.woff2', async (route) => {
    await fontHeld;
    await route.continue();
  });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    });
    observer.observe({ type: 'layout-shift', buffered: true });
    // Pending entries too: the frame laid out with the new font has been reported, its callback may not have run.
    (window as { layoutShift?: () => number }).layoutShift = () => {
      observer.takeRecords().forEach((entry) => shifts.push((entry as PerformanceEntry & { value: number }).value));
      return shifts.reduce((sum, value) => sum + value, 0);
    };
  });

  await page.goto('/de', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The hero has been painted, in the fallback font.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
  expect(await page.evaluate(() => document.fonts.check('800 16px inter'))).toBe(false);

  releaseFont();
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Two frames: the first lays the page out in the web font, the second starts once that one has been shown.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  expect(await page.evaluate(() => document.fonts.check('800 16px inter'))).toBe(true);
  const shift = await page.evaluate(() => (window as unknown as { layoutShift: () => number }).layoutShift());
  console.log(`layout shift of the font swap on /de: ${shift.toFixed(4)}`);
  expect(shift).toBeLessThan(0.01);
});
