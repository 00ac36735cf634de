import { standardPageRoute } from '@/app/[locale]/_standard-pages/page-route';

// Every page of the route table except home, the blog and the calculator, which have routes of their own.
export const generateStaticParams = standardPageRoute.generateStaticParams;
export const generateMetadata = standardPageRoute.generateMetadata;
export default standardPageRoute.Page;
