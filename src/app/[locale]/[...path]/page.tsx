import { pageRoute } from '@/app/[locale]/_standard-pages/page-route';

// Every page of the route table without a form (except home, the blog and the calculator, which have their own
// routes); the pages with one have routes that bring the forms (see pageRoute).
const route = pageRoute('/[...path]');
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
