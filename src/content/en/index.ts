/** Every word of the site in English: the default language, the source of the translations. */
export { about } from './about';
export { docs } from './docs';
export { serverError } from './errors';
export { faq } from './faq';
export { home } from './home';
export { howItWorks } from './how-it-works';
export { interest } from './interest';
export { notFound } from './not-found';
export { passports } from './passports';
export { poolPage } from './pool-page';
export { poolsPage } from './pools-page';
export { pools } from './pools';
export { stats } from './stats';
export { timeline } from './timeline';
export { operator } from './operator';
