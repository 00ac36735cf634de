// Renders the social card and the logo PNG into public/ with headless Chromium.
// Run after changing the brand: node scripts/render-brand-images.mjs
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';

const font = readFileSync('node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2').toString('base64');
const mark = `<svg viewBox="0 0 40 40" width="100%" height="100%"><circle cx="13" cy="20" r="9" fill="none" stroke="#fff" stroke-width="4"/><circle cx="27" cy="20" r="9" fill="none" stroke="#7b70ff" stroke-width="4"/><circle cx="20" cy="20" r="3" fill="#22c9a0"/></svg>`;
const base = `<style>@font-face{font-family:Inter;src:url(data:font/woff2;base64,${font})}
*{margin:0}body{font-family:Inter;background:#0c1222;color:#fff}</style>`;

const images = [
  {
    file: 'public/social-card.png',
    size: { width: 1200, height: 630 },
    html: `${base}<div style="height:630px;padding:80px;box-sizing:border-box;display:flex;flex-direction:column;justify-content:space-between;
      background:radial-gradient(700px 400px at 100% 0%,rgba(91,77,240,.55),transparent 70%),#0c1222">
      <div style="display:flex;align-items:center;gap:24px"><div style="width:96px;height:96px">${mark}</div>
      <span style="font-size:56px;font-weight:700;letter-spacing:-1px">kovalent</span></div>
      <div style="font-size:64px;font-weight:800;line-height:1.1;letter-spacing:-2px;max-width:960px">Custom software, engineered in Berlin.</div>
      <div style="font-size:28px;color:#a8b0c3">Web · Mobile · E-commerce · MVPs</div></div>`,
  },
  {
    file: 'public/logo.png',
    size: { width: 512, height: 512 },
    html: `${base}<div style="width:512px;height:512px;display:grid;place-items:center"><div style="width:400px;height:400px">${mark}</div></div>`,
  },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const image of images) {
  const page = await browser.newPage({ viewport: image.size });
  await page.setContent(image.html);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: image.file });
  console.log(`wrote ${image.file}`);
}
await browser.close();
