import { chromium } from 'playwright';
const [,, base, out, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const w of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width: w, height: 900 } });
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.screenshot({ path: `${out}/${p.replace(/\//g, '_') || 'home'}-${w}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
