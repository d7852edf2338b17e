export { PageSection, pageSectionBackgrounds, pageSectionWidths, type PageSectionProps } from './PageSection.tsx';
