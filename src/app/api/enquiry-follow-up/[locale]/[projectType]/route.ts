import { isLocale, locales } from '@/i18n/locales';
import { followUpChoices } from '@/lib/leads/follow-up';
import { enquiryFollowUp } from '@/lib/leads/follow-up-content';

/**
 * The follow-up of a sent enquiry as JSON, one static file per language and project type: the form shows it once the
 * enquiry has gone, so no page carries it beforehand. Without JavaScript, the result page renders the same follow-up.
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.flatMap((locale) => followUpChoices.map((projectType) => ({ locale, projectType })));
}

export async function GET(_request: Request, { params }: RouteContext<'/api/enquiry-follow-up/[locale]/[projectType]'>) {
  const { locale, projectType } = await params;
  if (!isLocale(locale)) return new Response('Not Found', { status: 404 });
  return Response.json(enquiryFollowUp(locale, projectType));
}
