import { buttonClasses } from '@/components/ui/button';

/**
 * The ways out of an error screen: 'Tentar novamente' (reloads the page) unless the address does
 * not exist, and a plain link home (a full page load is the safest way out of an error).
 */
export function ErrorActions({ notFound = false }: { notFound?: boolean }) {
  return (
    <>
      {!notFound && (
        <button
          type="button"
          onClick={() => window.location.reload()}
          className={buttonClasses('dark', 'lg')}
        >
          Tentar novamente
        </button>
      )}
      <a href="/" className={buttonClasses(notFound ? 'dark' : 'outline', 'lg')}>
        Voltar para a página inicial
      </a>
    </>
  );
}
