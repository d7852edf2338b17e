import type { ReactNode, Ref } from 'react';
import {
  Button,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  type DisclosureGroupProps,
  type DisclosureProps,
} from 'react-aria-components';
import { ChevronDownIcon } from '../../icons/shellIcons.tsx';
import * as styles from './Accordion.css.ts';

export interface AccordionProps extends Omit<DisclosureGroupProps, 'className' | 'style'> {
  ref?: Ref<HTMLDivElement>;
}

/**
 * A stack of expandable sections (e.g. the capacity FAQ). One section open at a time unless
 * `allowsMultipleExpanded`. Each trigger is a button with `aria-expanded`; Enter or Space toggles it.
 */
export function Accordion(props: AccordionProps) {
  return <DisclosureGroup {...props} className={styles.group} />;
}

export interface AccordionItemProps extends Omit<DisclosureProps, 'className' | 'style' | 'children'> {
  /** The question or section title, plain text or inline content. */
  title: ReactNode;
  children: ReactNode;
  /** Heading level of the title in the page outline. Default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  ref?: Ref<HTMLDivElement>;
}

export function AccordionItem({ title, children, headingLevel = 3, ...props }: AccordionItemProps) {
  return (
    <Disclosure {...props} className={styles.item}>
      <Heading level={headingLevel} className={styles.heading}>
        <Button slot="trigger" className={styles.trigger}>
          <span>{title}</span>
          <ChevronDownIcon size="small" className={styles.chevron} />
        </Button>
      </Heading>
      <DisclosurePanel className={styles.panel}>
        <div className={styles.panelInner}>{children}</div>
      </DisclosurePanel>
    </Disclosure>
  );
}
