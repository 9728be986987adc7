/** Every word of the site in Arabic. */
export { contact } from './contact';
export { serverError } from './errors';
export { home } from './home';
export { interest } from './interest';
export { notFound } from './not-found';
export { poolPage } from './pool-page';
export { poolsPage } from './pools-page';
export { pools } from './pools';
export { site } from './site';
export { stats } from './stats';
export { timeline } from './timeline';
export { operator } from './operator';
