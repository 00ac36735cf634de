import { siteConfig } from '@/config/site';
import type { RouteKey } from '@/i18n/routes';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { PageHero } from './PageHero';

interface NotFoundViewProps {
  title: string;
  heading: string;
  body: string;
  /** Where to go instead: the first is the main way back. */
  links: [{ href: RouteKey; label: string }, { href: RouteKey; label: string }];
}

/** The content of a 404 answer: what happened and two ways back; never indexed. */
export function NotFoundView({ title, heading, body, links: [primary, secondary] }: NotFoundViewProps) {
  return (
    <>
      <title>{`${title} | ${siteConfig.name}`}</title>
      <meta name="robots" content="noindex" />
      <PageHero
        copy={{ heading, intro: body }}
        actions={
          <>
            <ButtonLink href={primary.href}>{primary.label}</ButtonLink>
            <ButtonLink href={secondary.href} variant="secondary">
              {secondary.label}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
