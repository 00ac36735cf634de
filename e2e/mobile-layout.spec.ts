import { expect, test, type Page } from './fixtures';
import { brokenFiguresOn, keyPages, overflowOn, targetsOn, title, visit } from './layout';
import { painted } from './scroll';
import { undersizedTargets } from './target-size';

// At 390 px; at 1280 px and on tablets in layout.spec.ts.
for (const path of keyPages) {
  test(`${title(path)}: targets of 24 px, no text out of its box, at 390 px`, async ({ page }) => {
    await visit(page, path);
    expect.soft(undersizedTargets(await targetsOn(page)), 'links and buttons at least 24 px tall, others spaced').toEqual([]);
    expect.soft(await overflowOn(page), 'text out of its box').toEqual([]);
    expect.soft(await brokenFiguresOn(page), 'figures broken from their unit').toEqual([]);
  });
}

/** Scrolls by the wheel over a point of the screen; resolves once the gesture has ended and its result is painted. */
async function scrollOver(page: Page, x: number, y: number) {
  const session = await page.context().newCDPSession(page);
  await session.send('Input.synthesizeScrollGesture', { x, y, yDistance: -300, gestureSourceType: 'mouse' });
  await session.detach();
  await painted(page);
}

for (const [path, open, close, name] of [
  ['/how-we-work', 'Open menu', 'Close menu', 'Main'],
  ['/de/wie-wir-arbeiten', 'Menü öffnen', 'Menü schließen', 'Hauptnavigation'],
] as const) {
  test(`the menu covers the screen below the header, the page dimmed and still behind it (${path})`, async ({ page }) => {
    await page.goto(path);
    await page.getByRole('button', { name: open }).click();
    const menu = page.getByRole('navigation', { name });
    await expect(menu).toBeVisible();

    // From the header down to the bottom of the screen, edge to edge.
    const { width, height } = page.viewportSize()!;
    const header = (await page.getByRole('banner').boundingBox())!;
    const panel = (await menu.boundingBox())!;
    expect(panel.y).toBeLessThanOrEqual(header.y + header.height);
    expect(panel).toMatchObject({ x: 0, width });
    expect(panel.y + panel.height).toBeGreaterThanOrEqual(height - 1);

    // Beside the menu's links the page shows through, dimmed, and a tap there reaches the menu, not the page.
    const beside = { x: 8, y: Math.round((header.y + header.height + height) / 2) };
    const shade = await menu.evaluate((nav, { x, y }) => {
      const hit = document.elementFromPoint(x, y);
      return { hitsMenu: hit === nav, background: getComputedStyle(nav).backgroundColor };
    }, beside);
    expect(shade.hitsMenu).toBe(true);
    const [, alpha] = /rgba\(\d+, \d+, \d+, ([\d.]+)\)/.exec(shade.background) ?? [];
    expect(Number(alpha), shade.background).toBeGreaterThan(0.3);

    // The page does not scroll beneath it.
    await scrollOver(page, beside.x, beside.y);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Escape closes it and gives focus back to the button; then the page scrolls again.
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: open })).toBeFocused();
    await scrollOver(page, beside.x, beside.y);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    // The button closes it, and so does a tap on the dimmed page.
    await page.getByRole('button', { name: open }).click();
    await page.getByRole('button', { name: close }).click();
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: open }).click();
    await page.mouse.click(beside.x, beside.y);
    await expect(menu).toBeHidden();
  });
}
