// Without Intl (see contracts' rupees.ts): the first Intl formatter a page makes starts the locale data, which was
// the longest single piece of every signed-in page's first render on a phone.
export { formatRupees } from 'contracts';
