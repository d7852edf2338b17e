export { PageSection, pageSectionTones, pageSectionWidths, type PageSectionProps } from './PageSection.tsx';
