import { categoryPage } from '@/content/insights';
import { contentSeo, type ContentSeo, type SeoFields } from '@/lib/content-seo';

/** What a category's page and its admin previews need to compute its search and share metadata. */
export interface CategorySeoSource extends SeoFields {
  nome: string;
  descricao: string | null;
}

/**
 * The search and share metadata of a category page: its SEO fields when set, else
 * '{nome} | Insights sobre IA | {brand}', its description (or the default sentence naming it) and
 * the site's default card. The page's `<Seo>` and the admin dialog's previews both use it.
 */
export function categorySeo(category: CategorySeoSource): ContentSeo {
  return contentSeo(category, categorySeoDerived(category));
}

/** What the page derives when a SEO field is empty (the previews' `derived`). */
export function categorySeoDerived({ nome, descricao }: Pick<CategorySeoSource, 'nome' | 'descricao'>) {
  return {
    titulo: nome,
    title: categoryPage.seoTitle(nome),
    description: descricao?.trim() || categoryPage.seoDescription(nome),
    image: '',
  };
}
