import { prosePage } from '@/components/pages/prose-page';

const page = prosePage('legal', '/legal', [
  'use',
  'content',
  'licences',
  'api',
  'warranty',
  'liability',
  'changes',
  'contact',
]);

export const generateMetadata = page.generateMetadata;
export default page.Page;
