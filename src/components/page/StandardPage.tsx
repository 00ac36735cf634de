import { getTranslations } from 'next-intl/server';
import { childRoutes, contactRoute } from '@/config/navigation';
import { pageBody } from '@/content/page-body';
import { pageCopy } from '@/content/page-copy';
import { legalDocuments } from '@/content/legal';
import { isRouteOfKind, localePath, routeKind, type RouteKey } from '@/i18n/routes';
import { breadcrumbJsonLd, breadcrumbTrail, serviceJsonLd } from '@/lib/seo/structured-data';
import type { PageForms } from '@/components/forms/PageForms';
import { requireForms } from '@/components/forms/require-forms';
import { LegalDocumentView } from '@/components/legal/LegalDocumentView';
import { LinkCards } from '@/components/sections/LinkCards';
import { Section } from '@/components/sections/Section';
import { SectionList } from '@/components/sections/SectionList';
import { JsonLd } from '@/components/seo/JsonLd';
import { ActionLinks } from '@/components/ui/ActionLinks';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Picture } from '@/components/ui/Picture';
import { Breadcrumbs } from './Breadcrumbs';
import { endsWithForm } from './standard-pages';
import { HeroProof } from './HeroProof';
import { PageHero } from './PageHero';
import type { Locale } from '@/i18n/locales';

/**
 * A page: breadcrumbs, heading, introduction and calls to action, then its sections or its child pages; service and
 * landing pages end with the short enquiry form. `forms`: what the page's forms are drawn with; only the route of the
 * standard pages brings them (see PageForms).
 */
export async function StandardPage({ routeKey, locale, forms }: { routeKey: RouteKey; locale: Locale; forms?: PageForms }) {
  const t = await getTranslations('Page');
  const body = pageBody(routeKey, locale);
  const isHome = routeKey === '/';
  const nested = breadcrumbTrail(routeKey).length > 2;
  const primary = body?.hero?.primary;
  const showContactCta = !primary && routeKey !== contactRoute && routeKind(routeKey) !== 'legal';
  const children = childRoutes(routeKey);
  const kind = routeKind(routeKey);
  const formText = endsWithForm(routeKey) ? await getTranslations('FormPages') : undefined;
  const CompactForm = formText && requireForms(forms, routeKey).ContactForm;

  return (
    <>
      <PageHero
        size={isHome ? 'large' : 'regular'}
        copy={pageCopy(routeKey, locale)}
        before={!isHome && <Breadcrumbs routeKey={routeKey} locale={locale} />}
        visual={body?.hero?.picture && <Picture picture={body.hero.picture} firstScreen />}
        proof={isHome && <HeroProof locale={locale} />}
        actions={
          <>
            {showContactCta && <ButtonLink href={contactRoute}>{t('ctaPrimary')}</ButtonLink>}
            <ActionLinks primary={primary} secondary={body?.hero?.secondary} />
          </>
        }
      />
      {isRouteOfKind(routeKey, 'legal') ? (
        <LegalDocumentView document={legalDocuments[routeKey]} locale={locale} />
      ) : body ? (
        <SectionList sections={body.sections} locale={locale} routeKey={routeKey} forms={forms} />
      ) : (
        children.length > 0 && (
          <Section id="explore" heading={t('explore')}>
            <LinkCards routeKeys={children} locale={locale} />
          </Section>
        )
      )}
      {formText && CompactForm && (
        <Section id="enquiry" heading={formText('compactHeading')} tone="muted">
          <CompactForm variant="compact" locale={locale} page={localePath(routeKey, locale)} />
        </Section>
      )}
      {nested && <JsonLd data={breadcrumbJsonLd(routeKey, locale)} />}
      {kind === 'service' && <JsonLd data={serviceJsonLd(routeKey, locale)} />}
    </>
  );
}
