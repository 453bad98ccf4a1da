import { createDocRoute } from '@/app/_route/doc-route';

const route = createDocRoute('en');

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
