import { prosePage } from '@/components/pages/prose-page';

const page = prosePage('privacy', '/privacy', [
  'collect',
  'cookies',
  'storage',
  'messages',
  'logs',
  'analytics',
  'rights',
  'contact',
]);

export const generateMetadata = page.generateMetadata;
export default page.Page;
