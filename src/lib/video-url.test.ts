import { describe, expect, it } from 'vitest';

import { parseVideoLink, toVideoEmbedUrl, vimeoVideoId, youTubeVideoId } from './video-url';

const ID = 'aircAruvnKk';
const EMBED = `https://www.youtube-nocookie.com/embed/${ID}`;

describe('toVideoEmbedUrl', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}`],
    [`https://youtube.com/watch?v=${ID}&list=PL123&index=2`],
    [`https://m.youtube.com/watch?feature=share&v=${ID}`],
    [`http://www.youtube.com/watch?v=${ID}`],
    [`https://www.youtube.com/embed/${ID}`],
    [`https://www.youtube.com/embed/${ID}?rel=0`],
    [`https://www.youtube-nocookie.com/embed/${ID}`],
    [`https://youtu.be/${ID}`],
    [`https://youtu.be/${ID}?si=abcdef`],
    [`  https://youtu.be/${ID}  `],
  ])('recognises %s', (url) => {
    expect(toVideoEmbedUrl(url)).toBe(EMBED);
  });

  it('keeps the start time of watch and short links', () => {
    expect(toVideoEmbedUrl(`https://youtu.be/${ID}?t=90`)).toBe(`${EMBED}?start=90`);
    expect(toVideoEmbedUrl(`https://www.youtube.com/watch?v=${ID}&t=1m30s`)).toBe(`${EMBED}?start=90`);
    expect(toVideoEmbedUrl(`https://www.youtube.com/embed/${ID}?start=12`)).toBe(`${EMBED}?start=12`);
    expect(toVideoEmbedUrl(`https://youtu.be/${ID}?t=abc`)).toBe(EMBED);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['não é um link'],
    ['https://vimeo.com/123456789'],
    ['https://www.youtube.com/'],
    ['https://www.youtube.com/watch'],
    ['https://www.youtube.com/watch?v=curto'],
    [`https://www.youtube.com/shorts/${ID}`],
    [`https://www.youtube.com/channel/${ID}`],
    [`https://youtu.be/${ID}/extra`],
    [`https://evil.example/watch?v=${ID}`],
    [`https://youtube.com.evil.example/watch?v=${ID}`],
    [`javascript:alert(1)//youtu.be/${ID}`],
    [`ftp://youtu.be/${ID}`],
    [`https://www.youtube.com/embed/${ID}"><script>`],
  ])('ignores %s', (url) => {
    expect(toVideoEmbedUrl(url)).toBeNull();
  });

  it('reads the id', () => {
    expect(youTubeVideoId(`https://youtu.be/${ID}`)).toBe(ID);
  });
});

describe('parseVideoLink', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}`, { provider: 'youtube', id: ID }],
    [`https://youtu.be/${ID}`, { provider: 'youtube', id: ID }],
    ['https://vimeo.com/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://www.vimeo.com/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://player.vimeo.com/video/76979871?h=abc', { provider: 'vimeo', id: '76979871' }],
  ])('recognises %s', (url, video) => {
    expect(parseVideoLink(url)).toEqual(video);
  });

  it.each([
    'https://vimeo.com/channels/staffpicks',
    'https://vimeo.com/76979871/extra',
    'https://player.vimeo.com/76979871',
    'https://evil.com/vimeo.com/76979871',
    'javascript:alert(1)',
    'vimeo.com/76979871',
  ])('refuses %s', (url) => {
    expect(parseVideoLink(url)).toBeNull();
    expect(vimeoVideoId(url)).toBeNull();
  });
});
