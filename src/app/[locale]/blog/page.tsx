import { blogRoute } from '@/components/page/blog-route';

const route = blogRoute('/blog');

export const generateMetadata = route.generateMetadata;
export default route.Page;
