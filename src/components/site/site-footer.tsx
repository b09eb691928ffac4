import { Mail, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Container } from '@/components/ui/container';
import { footer, footerLinks, headerA11y, socialLinks } from '@/content/navigation';
import { cn } from '@/lib/utils';

import { BrandLogo } from './brand-logo';
import { SocialIcon } from './social-icons';

interface SiteFooterProps {
  /** Show the legal entity (name and CNPJ) under the copyright line — legal pages. */
  showLegalEntity?: boolean;
}

const linkClasses =
  'rounded-sm text-ink-300 underline-offset-4 transition-colors hover:text-white hover:underline focus-visible:outline-white';

/** A titled column of the footer. */
function FooterColumn({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <h2 className="font-sans text-xs font-semibold tracking-widest text-white uppercase">{title}</h2>
      {children}
    </div>
  );
}

/** Public site footer: brand, institutional links (incl. Login), social links, contact, ©. */
export function SiteFooter({ showLegalEntity = false }: SiteFooterProps) {
  return (
    <footer className="bg-ink-950 text-ink-300">
      <Container className="py-14 sm:py-16">
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-[1.6fr_1fr_1fr_1.2fr] lg:gap-12">
          <div className="col-span-2 max-w-sm lg:col-span-1">
            <Link
              to="/"
              aria-label={headerA11y.homeLinkLabel}
              className="-m-1 inline-block rounded-lg p-1 focus-visible:outline-white"
            >
              <BrandLogo tone="light" />
            </Link>
            <p className="mt-4 text-sm leading-relaxed text-ink-300">{footer.tagline}</p>
          </div>

          <FooterColumn title={footer.legalLinksTitle}>
            <ul className="mt-4 space-y-3 text-sm">
              {footerLinks.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className={linkClasses}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </FooterColumn>

          <FooterColumn title={footer.socialTitle}>
            <ul className="mt-4 flex gap-3">
              {socialLinks.map((social) => (
                <li key={social.network}>
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={social.ariaLabel}
                    title={social.label}
                    className={cn(
                      'grid size-10 place-items-center rounded-full border border-white/15 text-ink-200 transition-colors',
                      'hover:border-accent-400 hover:bg-accent-500 hover:text-ink-950 focus-visible:outline-white',
                    )}
                  >
                    <SocialIcon network={social.network} className="size-[1.125rem]" />
                  </a>
                </li>
              ))}
            </ul>
          </FooterColumn>

          <FooterColumn title={footer.contactLabel} className="col-span-2 lg:col-span-1">
            <ul className="mt-4 space-y-3 text-sm">
              <li className="flex items-start gap-2.5">
                <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-400" />
                <a href={`mailto:${footer.contactEmail}`} className={cn(linkClasses, 'break-all')}>
                  {footer.contactEmail}
                </a>
              </li>
              <li className="flex items-start gap-2.5">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-400" />
                <span>{footer.headquarters}</span>
              </li>
            </ul>
          </FooterColumn>
        </div>

        <div className="mt-12 flex flex-col gap-1 border-t border-white/10 pt-8 text-xs text-ink-400 sm:flex-row sm:items-center sm:justify-between">
          <p>{footer.copyright}</p>
          {showLegalEntity && <p>{footer.legalEntityLine}</p>}
        </div>
      </Container>
    </footer>
  );
}
