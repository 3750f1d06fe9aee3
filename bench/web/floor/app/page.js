import { createElement as h } from 'react';

export default function Page() {
  return h('p', null, 'An empty page');
}
