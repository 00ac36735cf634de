import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
let log = [];
page.on('request', (r) => { if (!r.url().includes('/_next/static')) log.push(r.method() + ' ' + r.url().slice(21, 140)); });
await page.goto('http://localhost:3000/mvp-cost-calculator/app');
await page.waitForLoadState('networkidle');
console.log('initial', log.length); log = [];
for (let i = 0; i < 3; i++) {
  const t = Date.now();
  await page.locator('input').first().check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.waitForTimeout(1500);
  console.log('step', i, Date.now() - t, page.url().slice(21), log); log = [];
}
await browser.close();
