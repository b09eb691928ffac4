// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { videoPlayerUrl, videoPosterDocument, withVideoFrames } from './video-embed';

function parse(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

describe('videoPlayerUrl', () => {
  it('is the privacy-enhanced player that plays at once', () => {
    expect(videoPlayerUrl('youtube', 'dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
    expect(videoPlayerUrl('youtube', 'dQw4w9WgXcQ', 90)).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&start=90',
    );
    expect(videoPlayerUrl('vimeo', '76979871')).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    );
  });
});

describe('videoPosterDocument', () => {
  it('is a script-free document whose one link leads to the player', () => {
    const poster = new DOMParser().parseFromString(videoPosterDocument('vimeo', '76979871'), 'text/html');
    expect(poster.querySelectorAll('script, img, link, iframe')).toHaveLength(0);
    const links = [...poster.querySelectorAll('a')];
    expect(links.map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['https://player.vimeo.com/video/76979871?autoplay=1&dnt=1', 'Reproduzir o vídeo (Vimeo)'],
    ]);
    expect(poster.documentElement.lang).toBe('pt-BR');
  });
});

describe('withVideoFrames', () => {
  it('gives each video figure a poster frame named after its caption, and leaves the rest alone', () => {
    const html =
      '<p>Antes</p><figure data-video-provider="youtube" data-video-id="dQw4w9WgXcQ"><figcaption>Demo &amp; &lt;resultado&gt;</figcaption></figure>' +
      '<figure data-video-id="76979871" data-video-provider="vimeo"></figure><figure><img src="/a.png" alt="a"></figure>';
    const root = parse(withVideoFrames(html));
    const frames = [...root.querySelectorAll('figure > iframe')];
    expect(frames.map((frame) => frame.getAttribute('title'))).toEqual([
      'Vídeo: Demo & <resultado>',
      'Vídeo do Vimeo',
    ]);
    expect(
      frames.every((frame) => !frame.hasAttribute('src') && frame.getAttribute('loading') === 'lazy'),
    ).toBe(true);
    expect(frames[0].getAttribute('srcdoc')).toContain(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
    expect(root.querySelector('figure > iframe + figcaption')?.textContent).toBe('Demo & <resultado>');
    expect(root.querySelectorAll('iframe')).toHaveLength(2);
    expect(root.querySelector('p')?.textContent).toBe('Antes');
  });
});
