// @vitest-environment jsdom
import fs from 'node:fs';

import { describe, expect, it } from 'vitest';

import { cleanPastedHtml, pasteToast } from './clean-pasted-html';

const fixture = (name: string) =>
  cleanPastedHtml(fs.readFileSync(`tests/fixtures/paste/${name}.html`, 'utf8'));

/** Tags and attributes of the cleaned HTML, to prove nothing else is left. */
function markup(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  return [...template.content.querySelectorAll('*')].flatMap((element) => {
    const tag = element.tagName.toLowerCase();
    return [tag, ...element.getAttributeNames().map((name) => `${tag}[${name}]`)];
  });
}

const CONTRACT = new Set([
  'p',
  'h2',
  'h3',
  'h4',
  'strong',
  'em',
  'a',
  'a[href]',
  'ul',
  'ol',
  'ol[start]',
  'li',
  'blockquote',
  'hr',
  'br',
  'figure',
  'figure[data-video-provider]',
  'figure[data-video-id]',
  'figcaption',
  'img',
  'img[src]',
  'img[alt]',
]);

describe('cleanPastedHtml', () => {
  it('Google Docs: the wrapper goes, headings, bold and italic spans, links and lists stay', () => {
    const { html, removed } = fixture('google-docs');
    expect(html).toBe(
      '<h2>Como a IA muda o atendimento</h2>' +
        '<p>Um agente responde em <strong>segundos</strong>, com o <em>tom da marca</em>. ' +
        'Veja o <a href="https://www.exemplo.com.br/guia">guia completo</a>.</p>' +
        '<h2>Por onde começar</h2><ul><li><p>Perguntas frequentes</p></li><li><p>Agendamentos</p></li></ul>' +
        '<p>Canal | Tempo de resposta</p><p>WhatsApp | 5 segundos</p>',
    );
    // The link's blue and underline were only how Docs shows links: not reported.
    expect(removed).toEqual([
      'tabelas (viraram parágrafos)',
      'imagens coladas como arquivo (use o botão Imagem)',
    ]);
  });

  it('Word: list paragraphs become lists (bulleted and numbered), markers and Office tags go', () => {
    const { html, removed } = fixture('word');
    const compact = html.replace(/\s+/g, ' ').replace(/> </g, '><').trim();
    expect(compact).toBe(
      '<h2>Resultados do piloto</h2>' +
        '<p>O agente atendeu <strong>1.200 clientes</strong> no primeiro mês, com <em>nota média 4,8</em>. ' +
        'Detalhes no <a href="https://www.exemplo.com.br/relatorio">relatório</a>.</p>' +
        '<h4>Próximos passos</h4>' +
        '<ul><li>Integrar o CRM</li><li>Treinar a equipe</li><li>Medir o NPS</li></ul>' +
        '<ol><li>Primeira etapa</li><li>Segunda etapa</li></ol>' +
        '<p>Atenção: valores preliminares.</p>',
    );
    expect(removed).toEqual(['cores e destaques']);
  });

  it('a web page: classes, targets, scripts, styles and forms go; a YouTube player becomes a video figure', () => {
    const { html, removed } = fixture('web-page');
    expect(html).toContain('<h2>O que é um agente de IA</h2>');
    expect(html).toContain('<a href="https://blog.exemplo.com/agentes">nosso guia</a> e isto.');
    expect(html).toContain(
      '<ol start="3"><li>Atende 24 horas</li><li>Responde com <em>consistência</em></li></ol>',
    );
    expect(html).toContain(
      '<figure><img src="https://blog.exemplo.com/wp-content/uploads/agente.webp" alt="Tela do agente"><figcaption>O agente no WhatsApp</figcaption></figure>',
    );
    expect(html).toContain('<figure data-video-provider="youtube" data-video-id="aircAruvnKk"></figure>');
    expect(html).toContain('<h4>Observação final</h4><hr>');
    expect(html).not.toMatch(/script|__colado|<style|<input|<button|class=|target=|rel=/);
    expect(removed).toEqual([
      'links com endereço não aceito',
      'blocos de código (viraram texto)',
      'campos de formulário',
    ]);
  });

  it('images: each becomes a figure of its own (no empty paragraph left), and those without alt text are named', () => {
    const { html, removed, toReview } = fixture('images');
    expect(html).toBe(
      '<p>Veja o painel:</p>' +
        '<figure><img src="https://blog.exemplo.com/uploads/painel.png" alt=""></figure>' +
        '<p>Antes do gráfico </p>' +
        '<figure><img src="https://blog.exemplo.com/uploads/icone.png" alt=""></figure>' +
        '<p> e depois dele.</p>' +
        '<figure><img src="https://blog.exemplo.com/uploads/grafico.png" alt="Gráfico de atendimentos por mês"></figure>' +
        '<figure><img src="https://blog.exemplo.com/uploads/equipe.jpg" alt="A equipe de atendimento"><figcaption>Nossa equipe</figcaption></figure>' +
        '<p>Fim.</p>',
    );
    expect(removed).toEqual([]);
    expect(toReview).toEqual([
      '2 imagens sem texto alternativo (clique em cada uma e em “Imagem” para descrevê-las)',
    ]);
  });

  it('a bare image, or one alone in a paragraph, is just the figure', () => {
    for (const pasted of [
      '<img src="https://x.com/a.png">',
      '<p><img src="https://x.com/a.png"></p>',
      '<p><strong><img src="https://x.com/a.png"></strong><br></p>',
    ]) {
      expect(cleanPastedHtml(pasted), pasted).toEqual({
        html: '<figure><img src="https://x.com/a.png" alt=""></figure>',
        removed: [],
        toReview: ['1 imagem sem texto alternativo (clique nela e em “Imagem” para descrevê-la)'],
      });
    }
  });

  it.each(['google-docs', 'word', 'web-page', 'images'])(
    '%s: nothing outside the contract is left',
    (name) => {
      for (const item of markup(fixture(name).html)) expect(CONTRACT, item).toContain(item);
    },
  );

  it('names what was removed and what to review in one toast, or none', () => {
    expect(pasteToast({ removed: [], toReview: [] })).toBeNull();
    expect(
      pasteToast({ removed: ['tabelas (viraram parágrafos)', 'campos de formulário'], toReview: [] }),
    ).toEqual({
      title: 'Parte do texto colado foi ajustada',
      description: 'Não foram mantidos: tabelas (viraram parágrafos); campos de formulário.',
    });
    expect(
      pasteToast({ removed: ['campos de formulário'], toReview: ['1 imagem sem texto alternativo'] }),
    ).toEqual({
      title: 'Parte do texto colado foi ajustada',
      description: 'Não foram mantidos: campos de formulário. Revise: 1 imagem sem texto alternativo.',
    });
    expect(pasteToast({ removed: [], toReview: ['1 imagem sem texto alternativo'] })).toEqual({
      title: 'Revise o texto colado',
      description: 'Revise: 1 imagem sem texto alternativo.',
    });
  });

  it('drops an unknown embed and says so', () => {
    expect(
      cleanPastedHtml(
        '<p>a</p><iframe src="https://mapas.exemplo.com/x"></iframe><video src="v.mp4"></video>',
      ),
    ).toEqual({
      html: '<p>a</p>',
      removed: ['vídeos e conteúdos incorporados (use o botão Vídeo)', 'vídeos e áudios (use o botão Vídeo)'],
      toReview: [],
    });
  });
});
