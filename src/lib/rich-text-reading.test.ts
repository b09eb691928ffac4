// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import {
  compareRichText,
  MARKUP_ONLY_CHANGE,
  richTextFormatting,
  richTextReading,
} from './rich-text-reading';

describe('richTextReading', () => {
  it('reads blocks as paragraphs, lists with markers, media by name; no tags', () => {
    const html =
      '<h2>Resultados</h2><p>O agente <strong>responde</strong> em <a href="https://a.example/x">segundos</a>.<br>Sem fila.</p>' +
      '<ul><li><p>Menos custo</p></li><li>Mais vendas<ul><li>no varejo</li></ul></li></ul>' +
      '<ol start="3"><li>três</li><li>quatro</li></ol>' +
      '<blockquote><p>Mudou tudo.</p></blockquote><hr>' +
      '<figure><img src="https://cdn.example.com/grafico.png" alt="Gráfico de vendas"><figcaption>Vendas em 2025</figcaption></figure>' +
      '<p><img src="https://cdn.example.com/x.png"></p>' +
      '<figure data-video-provider="youtube" data-video-id="dQw4w9WgXcQ"><figcaption>Demonstração</figcaption></figure>';
    expect(richTextReading(html)).toBe(
      [
        'Resultados',
        'O agente responde em segundos.\nSem fila.',
        '• Menos custo\n• Mais vendas\n  • no varejo',
        '3. três\n4. quatro',
        'Mudou tudo.',
        '[divisor]',
        '[imagem: Gráfico de vendas]\nLegenda: Vendas em 2025',
        '[imagem sem texto alternativo]',
        '[vídeo do YouTube: dQw4w9WgXcQ]\nLegenda: Demonstração',
      ].join('\n\n'),
    );
  });

  it('reads what the public page shows: entities decoded, scripts and their text gone, blank is empty', () => {
    expect(richTextReading('<p>P&amp;D &lt;agora&gt;</p><script>alert(1)</script>')).toBe('P&D <agora>');
    expect(richTextReading('<p> </p>')).toBe('');
    expect(richTextReading(null)).toBe('');
  });
});

describe('richTextFormatting', () => {
  it('names what the text leaves out, in page order', () => {
    expect(
      richTextFormatting(
        '<h3>Passos</h3><p><strong>Rápido</strong>, <em>simples</em> e <a href="/contato">fale conosco</a></p>' +
          '<blockquote><p>Uma frase</p></blockquote><figure><img src="https://cdn.example.com/a/foto%20loja.png" alt="Loja"></figure>',
      ),
    ).toEqual([
      'Título 3: “Passos”',
      'Negrito: “Rápido”',
      'Itálico: “simples”',
      'Link: “fale conosco” → /contato',
      'Citação: “Uma frase”',
      'Arquivo da imagem “Loja”: foto loja.png',
    ]);
  });
});

describe('compareRichText', () => {
  it('compares the text: the readings without tags', () => {
    const comparison = compareRichText('<p>O agente responde</p>', '<p>O agente <strong>atende</strong></p>');
    expect(comparison).toEqual({
      before: 'O agente responde',
      after: 'O agente atende',
      removed: [],
      added: ['Negrito: “atende”'],
      markupOnly: false,
    });
  });

  it('reports a word made bold and a link moved, though the text reads the same', () => {
    expect(
      compareRichText('<p>Fale com o agente</p>', '<p>Fale com o <strong>agente</strong></p>'),
    ).toMatchObject({ removed: [], added: ['Negrito: “agente”'], markupOnly: false });
    expect(
      compareRichText(
        '<p><a href="https://a.example/velho">Saiba mais</a></p>',
        '<p><a href="https://a.example/novo">Saiba mais</a></p>',
      ),
    ).toMatchObject({
      removed: ['Link: “Saiba mais” → https://a.example/velho'],
      added: ['Link: “Saiba mais” → https://a.example/novo'],
      markupOnly: false,
    });
  });

  it('says when only invisible markup differs, and never when the values are equal', () => {
    expect(compareRichText('<p>Um</p><p>dois</p>', '<p>Um<br>dois</p>').markupOnly).toBe(true);
    expect(compareRichText('<p><b>Um</b></p>', '<p><strong>Um</strong></p>').markupOnly).toBe(true);
    expect(compareRichText('<p>Um</p>', '<p>Um</p>').markupOnly).toBe(false);
    expect(MARKUP_ONLY_CHANGE).toMatch(/marcação HTML/);
  });
});
