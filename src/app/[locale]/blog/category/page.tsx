import { blogRoute } from '@/components/page/blog-route';

const route = blogRoute('/blog/category');

export const generateMetadata = route.generateMetadata;
export default route.Page;
