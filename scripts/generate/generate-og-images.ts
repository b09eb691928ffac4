/**
 * `npx tsx scripts/generate/generate-og-images.ts`: draws the social-sharing cards (Open Graph / Twitter,
 * 1200×630 JPEG) under public/og/ and the Organization logo (public/logo.png, 512×512) in headless
 * Chromium, with the site's own fonts and colours. Re-run after changing the copy below; the
 * outputs are committed (the build only copies public/).
 */
import fs from 'node:fs';
import path from 'node:path';

import { launchChromium } from '../lib/chromium.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PUBLIC = path.join(ROOT, 'public');
const fontFile = (pkg: string, file: string) =>
  `data:font/woff2;base64,${fs.readFileSync(path.join(ROOT, 'node_modules/@fontsource-variable', pkg, 'files', file)).toString('base64')}`;

const MARK = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0b1530"/><path d="M9 21.5 15.5 10l3 5.5L21 12l2 9.5z" fill="#ff7a3d"/></svg>`;

interface Card {
  file: string;
  eyebrow: string;
  title: string;
  subtitle: string;
}

const CARDS: Card[] = [
  {
    file: 'og/default.jpg',
    eyebrow: 'Inteligência Artificial para empresários',
    title: 'Automatize, economize e cresça sem contratar mais.',
    subtitle: 'Curso SALTO e consultoria em agentes de IA',
  },
  {
    file: 'og/agentes-de-ia.jpg',
    eyebrow: 'Consultoria em Inteligência Artificial',
    title: 'Mais resultado, menos esforço.',
    subtitle: 'Agentes de IA no seu CRM, WhatsApp e site · Raio-X gratuito de 45 minutos',
  },
];

const css = `
@font-face { font-family: Display; src: url(${fontFile('plus-jakarta-sans', 'plus-jakarta-sans-latin-wght-normal.woff2')}); font-weight: 200 800; }
@font-face { font-family: Body; src: url(${fontFile('inter', 'inter-latin-wght-normal.woff2')}); font-weight: 100 900; }
* { margin: 0; box-sizing: border-box; }
body { width: 1200px; height: 630px; overflow: hidden; font-family: Body, sans-serif; color: #fff;
  background: radial-gradient(60rem 30rem at 100% 0%, rgba(255,122,61,.35), transparent 70%), #0b1530; }
.card { position: absolute; inset: 0; padding: 72px 80px; display: flex; flex-direction: column; }
.brand { display: flex; align-items: center; gap: 18px; font: 700 34px Display, sans-serif; }
.brand svg { width: 64px; height: 64px; }
.eyebrow { margin-top: auto; color: #ffb48a; font-weight: 600; font-size: 26px; letter-spacing: .06em; text-transform: uppercase; }
h1 { margin-top: 18px; font: 800 68px/1.08 Display, sans-serif; letter-spacing: -.02em; max-width: 1000px; }
p { margin-top: 26px; font-size: 30px; color: #cdd3e4; }
`;

const cardHtml = (card: Card) =>
  `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><style>${css}</style><body><div class="card">
   <div class="brand">${MARK}<span>Salto IA</span></div>
   <div class="eyebrow">${card.eyebrow}</div><h1>${card.title}</h1><p>${card.subtitle}</p></div></body></html>`;

const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  for (const card of CARDS) {
    await page.setContent(cardHtml(card));
    await page.evaluate(() => document.fonts.ready);
    const out = path.join(PUBLIC, card.file);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    await page.screenshot({ path: out, type: 'jpeg', quality: 85 });
    console.log(`${card.file}: ${(fs.statSync(out).size / 1024).toFixed(0)} KB`);
  }
  await page.setViewportSize({ width: 512, height: 512 });
  await page.setContent(
    `<!doctype html><style>*{margin:0}body{width:512px;height:512px}svg{width:512px;height:512px;display:block}</style>${MARK}`,
  );
  await page.screenshot({ path: path.join(PUBLIC, 'logo.png'), type: 'png', omitBackground: true });
  console.log(`logo.png: ${(fs.statSync(path.join(PUBLIC, 'logo.png')).size / 1024).toFixed(0)} KB`);
} finally {
  await browser.close();
}
