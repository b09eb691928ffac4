import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

import { Seo } from '@/components/site/seo';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import type { ContentFallbackCopy } from '@/content/load-states';

import { ContentPage } from './content-page';
import { DetailLoading } from './detail-loading';
import { LoadError } from './load-error';
import { StatusScreen } from '../site/status-screen';

interface ContentPageFallbackProps {
  /**
   * The status of the query that brought no item: `pending` (loading), `success` (the item does
   * not exist: 404) or `error` ('Erro de Conexão').
   */
  queryStatus: 'pending' | 'success' | 'error';
  copy: ContentFallbackCopy;
  /** The address asked for. */
  path: string;
  /** The list page's title and description, used while loading and on error. */
  listSeo: { title: string; description: string };
  /** Where the 404 leads back to. */
  listPath: string;
}

/**
 * A case, category or article page without its item: the loading skeleton, the 404 or the
 * connection error, never indexed.
 */
export function ContentPageFallback({
  queryStatus,
  copy,
  path,
  listSeo,
  listPath,
}: ContentPageFallbackProps) {
  const notFound = queryStatus === 'success';
  return (
    <>
      <Seo
        title={notFound ? copy.notFound.seoTitle : listSeo.title}
        description={notFound ? copy.notFound.seoDescription : listSeo.description}
        path={path}
        noindex
      />
      <ContentPage>
        {queryStatus === 'pending' ? (
          <DetailLoading label={copy.loading} />
        ) : notFound ? (
          <StatusScreen
            code="404"
            title={copy.notFound.title}
            description={copy.notFound.description}
            className="sm:min-h-[32rem]"
          >
            <Link to={listPath} className={buttonClasses('dark', 'lg')}>
              <ArrowLeft aria-hidden="true" />
              {copy.notFound.backLabel}
            </Link>
          </StatusScreen>
        ) : (
          <Container className="py-16 sm:py-24">
            <LoadError copy={copy.error} headingLevel="h1" />
          </Container>
        )}
      </ContentPage>
    </>
  );
}
