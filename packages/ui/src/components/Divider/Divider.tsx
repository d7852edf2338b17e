import { Separator, type SeparatorProps } from 'react-aria-components';
import * as styles from './Divider.css.ts';

export interface DividerProps extends Omit<SeparatorProps, 'className' | 'style' | 'elementType'> {
  weight?: 'regular' | 'strong';
}

/** A thin rule between content, horizontal or vertical (in a row). Announced as a separator. */
export function Divider({ orientation = 'horizontal', weight = 'regular', ...props }: DividerProps) {
  return (
    <Separator
      {...props}
      orientation={orientation}
      elementType="div"
      className={`${styles.divider[orientation]} ${styles.weight[weight]}`}
    />
  );
}
