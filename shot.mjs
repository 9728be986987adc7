// usage: node shot.mjs <baseURL> <outdir> <path> [<path>...]  (widths 390,1280; light)
import { chromium } from '@playwright/test';
const [base, out, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const scheme = process.env.SCHEME ?? 'light';
for (const width of (process.env.WIDTHS ?? '390,1280').split(',').map(Number)) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme });
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready);
    const name = `${out}/${p.replace(/\//g, '_') || 'home'}-${width}-${scheme}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
  }
  await page.close();
}
await browser.close();
