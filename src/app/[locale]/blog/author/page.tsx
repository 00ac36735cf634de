import { blogRoute } from '@/components/page/blog-route';

const route = blogRoute('/blog/author');

export const generateMetadata = route.generateMetadata;
export default route.Page;
