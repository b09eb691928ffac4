/**
 * `npx tsx scripts/generate/generate-seed-images.ts`: draws the seed images under
 * supabase/seed-storage/<bucket>/seed/ (case covers, galleries, testimonial avatars, insight
 * covers, press logos) in headless Chromium and exports them as WebP. Deterministic: every
 * shape comes from a PRNG seeded with the file name, so re-running gives the same pictures.
 * supabase/seed.sql points at these files through the local stack's public URLs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { launchChromium } from '../lib/chromium.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const STORAGE = path.join(ROOT, 'supabase/seed-storage');
const MAX_BYTES = 120 * 1024;

type Kind = 'cover' | 'insight' | 'chart' | 'chat' | 'flow' | 'avatar' | 'logo';

interface ImageSpec {
  bucket: 'case-images' | 'news-images';
  file: string;
  kind: Kind;
  width: number;
  height: number;
  colors: [string, string, string];
  title?: string;
  label?: string;
  caption?: string;
}

const COVER = { width: 1200, height: 675 } as const;
const SQUARE = { width: 800, height: 800 } as const;
const AVATAR = { width: 256, height: 256 } as const;
const LOGO = { width: 400, height: 400 } as const;

interface CaseImages {
  key: string;
  label: string;
  title: string;
  colors: [string, string, string];
  gallery: { kind: 'chart' | 'chat' | 'flow'; caption: string }[];
  initials: string;
}

const CASES: CaseImages[] = [
  {
    key: 'clinica-vida-plena',
    label: 'Saúde',
    title: 'Agenda cheia,\nrecepção livre',
    colors: ['#0f766e', '#134e4a', '#5eead4'],
    gallery: [
      { kind: 'chat', caption: 'Agendamento pelo WhatsApp' },
      { kind: 'chart', caption: 'Faltas caíram 42%' },
      { kind: 'flow', caption: 'Fluxo de confirmação' },
    ],
    initials: 'MR',
  },
  {
    key: 'imobiliaria-horizonte',
    label: 'Imobiliário',
    title: 'Leads qualificados\nem minutos',
    colors: ['#1e3a8a', '#0f172a', '#60a5fa'],
    gallery: [
      { kind: 'flow', caption: 'Qualificação automática' },
      { kind: 'chart', caption: 'Visitas agendadas por semana' },
    ],
    initials: 'RC',
  },
  {
    key: 'sabor-da-serra',
    label: 'Alimentação',
    title: 'Delivery que\nnunca dorme',
    colors: ['#c2410c', '#7c2d12', '#fdba74'],
    gallery: [
      { kind: 'chat', caption: 'Pedidos 24 horas' },
      { kind: 'chart', caption: 'Ticket médio +18%' },
      { kind: 'flow', caption: 'Integração com o PDV' },
    ],
    initials: 'AL',
  },
  {
    key: 'aprender-mais',
    label: 'Educação',
    title: 'Matrículas no\npiloto automático',
    colors: ['#6d28d9', '#2e1065', '#c4b5fd'],
    gallery: [
      { kind: 'chart', caption: 'Conversão de matrículas' },
      { kind: 'chat', caption: 'Atendimento a famílias' },
    ],
    initials: 'PS',
  },
  {
    key: 'bella-moda',
    label: 'Varejo',
    title: 'Carrinhos\nrecuperados',
    colors: ['#be185d', '#500724', '#f9a8d4'],
    gallery: [
      { kind: 'chat', caption: 'Lembrete com cupom' },
      { kind: 'chart', caption: 'Receita recuperada' },
    ],
    initials: 'JB',
  },
  {
    key: 'contabilidade-prisma',
    label: 'Serviços',
    title: 'Documentos\ntriados por IA',
    colors: ['#0369a1', '#082f49', '#7dd3fc'],
    gallery: [
      { kind: 'flow', caption: 'Triagem de documentos' },
      { kind: 'chart', caption: 'Horas economizadas por mês' },
      { kind: 'chat', caption: 'Clientes atendidos no WhatsApp' },
    ],
    initials: 'FT',
  },
];

const INSIGHTS: { key: string; label: string; title: string; colors: [string, string, string] }[] = [
  {
    key: 'agentes-de-ia-para-pequenas-empresas',
    label: 'Agentes de IA',
    title: 'Agentes de IA para\npequenas empresas',
    colors: ['#0f172a', '#1e293b', '#38bdf8'],
  },
  {
    key: 'prompt-que-funciona',
    label: 'Produtividade',
    title: 'O prompt que\nfunciona',
    colors: ['#14532d', '#052e16', '#86efac'],
  },
  {
    key: 'whatsapp-com-ia',
    label: 'Agentes de IA',
    title: 'WhatsApp com IA\nsem perder o tom',
    colors: ['#065f46', '#022c22', '#6ee7b7'],
  },
  {
    key: 'roi-de-ia',
    label: 'Estratégia',
    title: 'Como medir o\nretorno da IA',
    colors: ['#7c2d12', '#431407', '#fdba74'],
  },
  {
    key: 'lgpd-e-ia',
    label: 'Estratégia',
    title: 'LGPD e IA\nna prática',
    colors: ['#312e81', '#1e1b4b', '#a5b4fc'],
  },
  {
    key: 'crm-e-ia',
    label: 'Produtividade',
    title: 'CRM + IA:\nfollow-up sem esforço',
    colors: ['#831843', '#500724', '#f9a8d4'],
  },
  {
    key: 'lideranca-e-ia',
    label: 'Estratégia',
    title: 'Liderança na\nera da IA',
    colors: ['#1e3a8a', '#172554', '#93c5fd'],
  },
  {
    key: 'gpt-personalizado',
    label: 'Produtividade',
    title: 'Seu GPT\npersonalizado',
    colors: ['#4c1d95', '#2e1065', '#d8b4fe'],
  },
];

const PRESS: { key: string; name: string; colors: [string, string, string] }[] = [
  {
    key: 'diario-do-empreendedor',
    name: 'Diário do\nEmpreendedor',
    colors: ['#111827', '#1f2937', '#facc15'],
  },
  { key: 'revista-inova-sul', name: 'Inova Sul', colors: ['#047857', '#064e3b', '#ecfdf5'] },
  { key: 'portal-tech-brasil', name: 'Tech Brasil', colors: ['#1d4ed8', '#1e3a8a', '#e0e7ff'] },
];

function specs(): ImageSpec[] {
  const out: ImageSpec[] = [];
  for (const c of CASES) {
    out.push({
      bucket: 'case-images',
      file: `seed/${c.key}-capa.webp`,
      kind: 'cover',
      ...COVER,
      colors: c.colors,
      title: c.title,
      label: c.label,
    });
    c.gallery.forEach((g, i) =>
      out.push({
        bucket: 'case-images',
        file: `seed/${c.key}-galeria-${i + 1}.webp`,
        kind: g.kind,
        ...SQUARE,
        colors: c.colors,
        caption: g.caption,
        label: c.label,
      }),
    );
    out.push({
      bucket: 'case-images',
      file: `seed/${c.key}-depoimento.webp`,
      kind: 'avatar',
      ...AVATAR,
      colors: c.colors,
      title: c.initials,
    });
  }
  for (const i of INSIGHTS) {
    out.push({
      bucket: 'case-images',
      file: `seed/insight-${i.key}.webp`,
      kind: 'insight',
      ...COVER,
      colors: i.colors,
      title: i.title,
      label: i.label,
    });
  }
  for (const p of PRESS) {
    out.push({
      bucket: 'news-images',
      file: `seed/${p.key}-logo.webp`,
      kind: 'logo',
      ...LOGO,
      colors: p.colors,
      title: p.name,
    });
  }
  return out;
}

/** Runs in the page (plain JavaScript, so nothing of the TypeScript build leaks in). */
const DRAW = String.raw`
function rng(seedText) {
  let h = 1779033703 ^ seedText.length;
  for (let i = 0; i < seedText.length; i++) { h = Math.imul(h ^ seedText.charCodeAt(i), 3432918353); h = (h << 13) | (h >>> 19); }
  let a = h >>> 0;
  return () => { a |= 0; a = (a + 0x6d2b79f5) | 0; let t = Math.imul(a ^ (a >>> 15), 1 | a); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; };
}
function rr(ctx, x, y, w, h, r) { ctx.beginPath(); ctx.roundRect(x, y, w, h, r); }
function alpha(hex, a) { const n = parseInt(hex.slice(1), 16); return 'rgba(' + (n >> 16) + ',' + ((n >> 8) & 255) + ',' + (n & 255) + ',' + a + ')'; }
function background(ctx, s, rand) {
  const [c1, c2, accent] = s.colors;
  const g = ctx.createLinearGradient(0, 0, s.width, s.height);
  g.addColorStop(0, c1); g.addColorStop(1, c2);
  ctx.fillStyle = g; ctx.fillRect(0, 0, s.width, s.height);
  for (let i = 0; i < 5; i++) {
    const x = rand() * s.width, y = rand() * s.height, r = (0.25 + rand() * 0.45) * Math.max(s.width, s.height);
    const rg = ctx.createRadialGradient(x, y, 0, x, y, r);
    rg.addColorStop(0, alpha(accent, 0.10 + rand() * 0.18)); rg.addColorStop(1, alpha(accent, 0));
    ctx.fillStyle = rg; ctx.fillRect(0, 0, s.width, s.height);
  }
  ctx.fillStyle = 'rgba(255,255,255,0.10)';
  const step = Math.round(s.width / 40);
  for (let x = s.width * 0.62; x < s.width; x += step) for (let y = step; y < s.height * 0.38; y += step) { ctx.beginPath(); ctx.arc(x, y, 1.6, 0, Math.PI * 2); ctx.fill(); }
}
function text(ctx, lines, x, y, size, weight, color, lineHeight) {
  ctx.fillStyle = color; ctx.font = weight + ' ' + size + 'px "Jakarta", "Inter", sans-serif'; ctx.textBaseline = 'top';
  lines.forEach((line, i) => ctx.fillText(line, x, y + i * size * (lineHeight || 1.15)));
}
function chip(ctx, label, x, y, accent) {
  ctx.font = '600 24px "Inter", sans-serif';
  const w = ctx.measureText(label).width + 40;
  rr(ctx, x, y, w, 46, 23); ctx.fillStyle = alpha(accent, 0.22); ctx.fill();
  ctx.strokeStyle = alpha(accent, 0.6); ctx.lineWidth = 1.5; ctx.stroke();
  ctx.fillStyle = '#ffffff'; ctx.textBaseline = 'middle'; ctx.fillText(label, x + 20, y + 24);
}
function card(ctx, x, y, w, h) {
  rr(ctx, x, y, w, h, 28); ctx.fillStyle = 'rgba(255,255,255,0.94)'; ctx.fill();
}
function bubbles(ctx, s, x, y, w, rand, accent, dark) {
  let cy = y;
  for (let i = 0; i < 5; i++) {
    const mine = i % 2 === 1, bw = w * (0.45 + rand() * 0.35), bh = 34 + Math.round(rand() * 2) * 22;
    const bx = mine ? x + w - bw : x;
    rr(ctx, bx, cy, bw, bh, 16); ctx.fillStyle = mine ? accent : '#eef2f7'; ctx.fill();
    ctx.fillStyle = mine ? alpha(dark, 0.55) : 'rgba(15,23,42,0.28)';
    for (let l = 0; l < (bh - 20) / 22; l++) { rr(ctx, bx + 14, cy + 14 + l * 22, (bw - 28) * (l === 0 ? 0.9 : 0.55), 9, 4.5); ctx.fill(); }
    cy += bh + 16;
  }
}
function bars(ctx, x, y, w, h, rand, accent, dark) {
  const n = 7, gap = w / n;
  let v = 0.25 + rand() * 0.15;
  const pts = [];
  for (let i = 0; i < n; i++) {
    v = Math.min(0.95, v + rand() * 0.14);
    const bh = h * v;
    rr(ctx, x + i * gap + gap * 0.18, y + h - bh, gap * 0.64, bh, 10); ctx.fillStyle = i === n - 1 ? dark : alpha(dark, 0.25 + i * 0.07); ctx.fill();
    pts.push([x + i * gap + gap / 2, y + h - bh - 26]);
  }
  ctx.strokeStyle = accent; ctx.lineWidth = 5; ctx.lineJoin = 'round'; ctx.beginPath();
  pts.forEach(([px, py], i) => (i ? ctx.lineTo(px, py) : ctx.moveTo(px, py))); ctx.stroke();
  pts.forEach(([px, py]) => { ctx.beginPath(); ctx.arc(px, py, 8, 0, Math.PI * 2); ctx.fillStyle = '#fff'; ctx.fill(); ctx.lineWidth = 4; ctx.stroke(); });
}
function flow(ctx, x, y, w, h, rand, accent, dark) {
  const nodes = [[0.5, 0.08], [0.2, 0.42], [0.8, 0.42], [0.2, 0.78], [0.8, 0.78]].map(([px, py]) => [x + px * w, y + py * h]);
  const edges = [[0, 1], [0, 2], [1, 3], [2, 4], [3, 4]];
  ctx.strokeStyle = alpha(dark, 0.45); ctx.lineWidth = 4; ctx.setLineDash([10, 8]);
  edges.forEach(([a, b]) => { ctx.beginPath(); ctx.moveTo(nodes[a][0], nodes[a][1] + 30); ctx.bezierCurveTo(nodes[a][0], (nodes[a][1] + nodes[b][1]) / 2, nodes[b][0], (nodes[a][1] + nodes[b][1]) / 2, nodes[b][0], nodes[b][1] - 30); ctx.stroke(); });
  ctx.setLineDash([]);
  nodes.forEach(([nx, ny], i) => {
    rr(ctx, nx - 90, ny - 32, 180, 64, 18); ctx.fillStyle = i === 0 ? dark : i === 4 ? accent : '#eef2f7'; ctx.fill();
    ctx.fillStyle = i === 0 ? alpha(accent, 0.9) : alpha(dark, 0.45);
    rr(ctx, nx - 66, ny - 8, 70 + rand() * 60, 14, 7); ctx.fill();
  });
}
function draw(s) {
  const canvas = document.createElement('canvas'); canvas.width = s.width; canvas.height = s.height;
  const ctx = canvas.getContext('2d'); const rand = rng(s.file); const [c1, c2, accent] = s.colors;
  if (s.kind === 'avatar') {
    const g = ctx.createLinearGradient(0, 0, s.width, s.height); g.addColorStop(0, accent); g.addColorStop(1, c1);
    ctx.fillStyle = g; ctx.fillRect(0, 0, s.width, s.height);
    ctx.beginPath(); ctx.arc(s.width * 0.5, s.height * 1.02, s.width * 0.42, 0, Math.PI * 2); ctx.fillStyle = 'rgba(255,255,255,0.18)'; ctx.fill();
    ctx.font = '700 ' + Math.round(s.width * 0.34) + 'px "Jakarta", sans-serif'; ctx.fillStyle = '#fff'; ctx.textAlign = 'center'; ctx.textBaseline = 'middle';
    ctx.fillText(s.title, s.width / 2, s.height * 0.46);
  } else if (s.kind === 'logo') {
    ctx.fillStyle = c1; ctx.fillRect(0, 0, s.width, s.height);
    ctx.beginPath(); ctx.arc(s.width / 2, s.height * 0.3, 46, 0, Math.PI * 2); ctx.fillStyle = accent; ctx.fill();
    ctx.beginPath(); ctx.arc(s.width / 2 + 18, s.height * 0.3 - 14, 20, 0, Math.PI * 2); ctx.fillStyle = c1; ctx.fill();
    const lines = s.title.split('\n'); ctx.textAlign = 'center';
    text(ctx, [], 0, 0, 10, 400, '#fff');
    ctx.font = '800 ' + (lines.length > 1 ? 46 : 56) + 'px "Jakarta", sans-serif'; ctx.fillStyle = '#fff'; ctx.textBaseline = 'top';
    lines.forEach((line, i) => ctx.fillText(line, s.width / 2, s.height * 0.52 + i * 54));
    ctx.fillStyle = accent; ctx.fillRect(s.width / 2 - 40, s.height * 0.52 + lines.length * 54 + 16, 80, 6);
  } else {
    background(ctx, s, rand);
    if (s.kind === 'cover' || s.kind === 'insight') {
      chip(ctx, s.label, 72, 72, accent);
      text(ctx, s.title.split('\n'), 72, 170, 68, 800, '#ffffff', 1.12);
      text(ctx, [s.kind === 'cover' ? 'Case de sucesso · Agentes de IA' : 'Insights · Consultoria em IA'], 72, s.height - 110, 26, 500, 'rgba(255,255,255,0.78)');
      ctx.fillStyle = accent; ctx.fillRect(72, s.height - 134, 64, 6);
      if (s.kind === 'cover') {
        card(ctx, 760, 120, 360, 470); bubbles(ctx, s, 790, 156, 300, rand, accent, c2);
      } else {
        for (let i = 0; i < 3; i++) {
          const r = 120 + i * 70; ctx.beginPath(); ctx.arc(960, 340, r, 0, Math.PI * 2); ctx.strokeStyle = alpha(accent, 0.5 - i * 0.13); ctx.lineWidth = 3; ctx.stroke();
        }
        ctx.beginPath(); ctx.arc(960, 340, 78, 0, Math.PI * 2); ctx.fillStyle = accent; ctx.fill();
        for (let i = 0; i < 6; i++) { const a = rand() * Math.PI * 2, r = 120 + Math.floor(rand() * 3) * 70; ctx.beginPath(); ctx.arc(960 + Math.cos(a) * r, 340 + Math.sin(a) * r, 12, 0, Math.PI * 2); ctx.fillStyle = '#fff'; ctx.fill(); }
      }
    } else {
      card(ctx, 70, 70, s.width - 140, s.height - 250);
      if (s.kind === 'chat') bubbles(ctx, s, 110, 110, s.width - 220, rand, accent, c2);
      if (s.kind === 'chart') bars(ctx, 110, 140, s.width - 220, s.height - 360, rand, accent, c1);
      if (s.kind === 'flow') flow(ctx, 110, 110, s.width - 220, s.height - 330, rand, accent, c1);
      text(ctx, [s.caption], 72, s.height - 142, 38, 700, '#ffffff');
      text(ctx, [s.label], 72, s.height - 88, 24, 500, 'rgba(255,255,255,0.75)');
    }
  }
  return (quality) => canvas.toDataURL('image/webp', quality);
}
window.renderImage = (s, quality) => draw(s)(quality);
`;

function fontFace(family: string, file: string): string {
  const data = fs.readFileSync(path.join(ROOT, 'node_modules', file)).toString('base64');
  return `@font-face{font-family:"${family}";src:url(data:font/woff2;base64,${data}) format("woff2");font-weight:100 900;}`;
}

async function main() {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const css =
      fontFace('Inter', '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2') +
      fontFace(
        'Jakarta',
        '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
      );
    await page.setContent(`<!doctype html><html><head><style>${css}</style></head><body></body></html>`);
    await page.addScriptTag({ content: DRAW });
    await page.evaluate(() =>
      Promise.all([document.fonts.load('700 40px "Jakarta"'), document.fonts.load('500 20px "Inter"')]),
    );

    for (const spec of specs()) {
      let quality = 0.8;
      let bytes: Buffer;
      for (;;) {
        const dataUrl = await page.evaluate(
          ([s, q]) =>
            (window as unknown as { renderImage: (s: unknown, q: number) => string }).renderImage(s, q),
          [spec, quality] as const,
        );
        if (!dataUrl.startsWith('data:image/webp;base64,'))
          throw new Error(`${spec.file}: Chromium did not encode WebP`);
        bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
        if (bytes.byteLength <= MAX_BYTES || quality <= 0.4) break;
        quality -= 0.1;
      }
      const out = path.join(STORAGE, spec.bucket, spec.file);
      fs.mkdirSync(path.dirname(out), { recursive: true });
      fs.writeFileSync(out, bytes);
      console.log(
        `${path.relative(ROOT, out)}  ${spec.width}×${spec.height}  ${(bytes.byteLength / 1024).toFixed(1)} KB`,
      );
    }
  } finally {
    await browser.close();
  }
}

await main();
