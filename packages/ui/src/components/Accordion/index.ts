export { Accordion, AccordionItem, type AccordionItemProps, type AccordionProps } from './Accordion.tsx';
