import { createRootLayout } from '@/app/_route/root-layout';

export default createRootLayout('zh');
