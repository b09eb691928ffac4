import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

import { TitledSection } from '@/components/content/titled-section';
import { categoryPath, INSIGHTS_PATH } from '@/config/content-paths';
import { categoryPage } from '@/content/insights';
import { cn } from '@/lib/utils';

import type { Category } from '../api/row-schemas';

interface CategoryNavProps {
  categories: readonly Category[];
  /** Slug of the category on screen (highlighted, `aria-current="page"`). */
  currentSlug: string;
}

const ITEM =
  'flex items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500';

/**
 * The side list of the category page: 'Todas as categorias' and every category, the
 * current one highlighted. A row of chips that scrolls sideways under `lg`.
 */
export function CategoryNav({ categories, currentSlug }: CategoryNavProps) {
  return (
    <TitledSection
      as="nav"
      title={categoryPage.categoriesTitle}
      titleClassName="text-xs font-bold tracking-widest text-ink-500 uppercase lg:px-3"
    >
      <ul className="-mx-5 mt-3 flex gap-2 overflow-x-auto px-5 pb-2 sm:mx-0 sm:px-0 lg:flex-col lg:gap-0.5 lg:overflow-visible lg:pb-0">
        <li className="shrink-0">
          <Link
            to={INSIGHTS_PATH}
            className={cn(
              ITEM,
              'border border-ink-200 bg-white text-ink-700 hover:bg-ink-100 hover:text-ink-950 lg:border-0 lg:bg-transparent',
            )}
          >
            {categoryPage.allCategories}
          </Link>
        </li>
        {categories.map((category) => {
          const current = category.slug === currentSlug;
          return (
            <li key={category.id} className="shrink-0">
              <Link
                to={categoryPath(category.slug)}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  ITEM,
                  current
                    ? 'border border-ink-950 bg-ink-950 text-white lg:border-0'
                    : 'border border-ink-200 bg-white text-ink-700 hover:bg-ink-100 hover:text-ink-950 lg:border-0 lg:bg-transparent',
                )}
              >
                <span className="whitespace-nowrap lg:whitespace-normal">{category.nome}</span>
                {current && <ChevronRight aria-hidden="true" className="hidden size-4 lg:block" />}
              </Link>
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}
