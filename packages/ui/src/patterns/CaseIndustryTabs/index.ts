export { CaseIndustryTabs, type CaseIndustryTabsProps } from './CaseIndustryTabs.tsx';
