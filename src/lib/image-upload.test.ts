import { describe, expect, it } from 'vitest';

import { imageFileProblem, imageObjectPath, MAX_IMAGE_BYTES } from './image-upload';

describe('image uploads', () => {
  it('refuses anything that is not a raster image, SVG included', () => {
    expect(imageFileProblem({ type: 'application/pdf', size: 10 })).toBe(
      'Por favor, selecione apenas arquivos de imagem',
    );
    expect(imageFileProblem({ type: 'image/svg+xml', size: 10 })).toBe(
      'Por favor, selecione apenas arquivos de imagem',
    );
  });

  it('refuses files over 10 MB and accepts one of exactly 10 MB', () => {
    expect(imageFileProblem({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toBe(
      'O arquivo deve ter no máximo 10MB',
    );
    expect(imageFileProblem({ type: 'image/png', size: MAX_IMAGE_BYTES })).toBeNull();
  });

  it("names objects in the library's folder, as the storage policy requires", () => {
    expect(imageObjectPath('image/jpeg', 1732262400000)).toMatch(/^media\/1732262400000-[a-z0-9]+\.jpg$/);
    expect(imageObjectPath('image/webp', 1)).toMatch(/^media\/1-[a-z0-9]+\.webp$/);
  });
});
