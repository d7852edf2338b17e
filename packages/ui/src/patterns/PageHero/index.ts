export { PageHero, pageHeroTones, type PageHeroProps } from './PageHero.tsx';
