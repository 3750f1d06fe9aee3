import { prosePage } from '@/components/pages/prose-page';

// A cached document, the same for every reader: reading the request here fails the build.
export const dynamic = 'error';
export const revalidate = 3600;

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
