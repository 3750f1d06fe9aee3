import { describe, expect, it } from 'vitest';
import { langVariant } from './lang-variant';

describe('/{locale}/{lang}/… variants', () => {
  it('maps the second locale segment to ?lang=', () => {
    expect(langVariant('/ar/en')).toEqual({ path: '/ar', lang: 'en' });
    expect(langVariant('/ar/en/')).toEqual({ path: '/ar', lang: 'en' });
    expect(langVariant('/fr/ur/author/3')).toEqual({ path: '/fr/author/3', lang: 'ur' });
  });
  it('leaves other paths alone', () => {
    expect(langVariant('/ar')).toBeNull();
    expect(langVariant('/ar/author')).toBeNull();
    expect(langVariant('/xx/en')).toBeNull();
  });
});
