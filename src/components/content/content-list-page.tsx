import type { ComponentProps, ReactNode } from 'react';

import { Container } from '@/components/ui/container';
import type { CallToAction } from '@/content/types';

import { ClosingCta } from '../site/closing-cta';
import { PageHero } from '../site/page-hero';
import { Seo, type SeoProps } from '../site/seo';
import { ContentPage } from './content-page';

interface ContentListPageProps {
  seo: SeoProps;
  hero: ComponentProps<typeof PageHero>;
  closingCta: CallToAction;
  /** The list itself, with its filters. */
  children: ReactNode;
}

/** A page listing database content (every case, every insight, one category): hero, list, call to action. */
export function ContentListPage({ seo, hero, closingCta, children }: ContentListPageProps) {
  return (
    <>
      <Seo {...seo} />
      <ContentPage>
        <PageHero {...hero} />
        <Container className="py-10 sm:py-14">{children}</Container>
        <ClosingCta cta={closingCta} className="pt-4 sm:pt-6" />
      </ContentPage>
    </>
  );
}
