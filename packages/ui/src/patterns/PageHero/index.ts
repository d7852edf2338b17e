export { PageHero, pageHeroBackgrounds, type PageHeroProps } from './PageHero.tsx';
