import { describe, expect, it } from 'vitest';

import { isAllowedLinkHref, linkHrefProblem } from './link-href';

describe('linkHrefProblem', () => {
  it.each([
    'https://www.exemplo.com.br/guia?x=1#parte',
    'http://exemplo.com',
    'mailto:contato@exemplo.com.br',
    '/insights/agentes-de-ia/artigo',
    '/cases/clinica#resultados',
    '  https://exemplo.com  ',
  ])('accepts %s', (href) => {
    expect(linkHrefProblem(href)).toBeNull();
    expect(isAllowedLinkHref(href)).toBe(true);
  });

  it.each([
    ['', 'Informe o endereço do link.'],
    ['javascript:alert(1)', 'Só são aceitos links https://, http://, mailto: ou caminhos do site (/…).'],
    ['data:text/html,oi', 'Só são aceitos links https://, http://, mailto: ou caminhos do site (/…).'],
    ['ftp://exemplo.com/a', 'Só são aceitos links https://, http://, mailto: ou caminhos do site (/…).'],
    ['//evil.com/x', 'Endereço inválido. Use https://… para outro site ou /caminho para uma página do site.'],
    ['exemplo.com', 'Endereço inválido. Use https://… para outro site ou /caminho para uma página do site.'],
    ['https://intranet/x', 'Endereço inválido: falta o domínio.'],
    ['/uma página', 'O endereço não pode ter espaços.'],
    ['mailto:', 'Informe o e-mail depois de mailto:.'],
  ])('refuses %j: %s', (href, message) => {
    expect(linkHrefProblem(href)).toBe(message);
    expect(isAllowedLinkHref(href)).toBe(false);
  });
});
