/**
 * The SEO fields of cases, insights and categories (seo_titulo, seo_descricao, seo_imagem), as the
 * CHECKs of supabase/migrations/*_publishing.sql and *_category_seo.sql bound them. Optional: empty means "derive it from the
 * content". The recommended lengths are what search results and link previews show before
 * cutting the text; the form counts against them and warns past them, the database refuses only
 * past the maximum.
 */
export const SEO_LIMITS = {
  tituloMax: 70,
  tituloRecommended: 60,
  descricaoMax: 200,
  descricaoRecommended: 160,
} as const;
