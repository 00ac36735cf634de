import { pageForms } from '@/components/forms/PageForms';
import { pageRoute } from '@/app/[locale]/_standard-pages/page-route';

// A page with a form, on a route of its own so that only such pages load the forms' code (see pageRoute).
const route = pageRoute('/careers', pageForms);
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
