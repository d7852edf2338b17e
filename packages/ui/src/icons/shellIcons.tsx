// The icons of the site's header, in a module of their own: the entry carries only these three, and the rest of
// the set (icons.tsx) loads with the pages that show them.
import { Icon, type IconProps } from './Icon.tsx';

export function CartIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M2.5 3.5h2l1.7 9a1 1 0 0 0 1 .8h7.4a1 1 0 0 0 1-.8l1.4-6.5H4.8" />
      <circle cx="7.8" cy="16.3" r="1.2" />
      <circle cx="14.2" cy="16.3" r="1.2" />
    </Icon>
  );
}

export function LanguageIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="10" cy="10" r="7.5" />
      <path d="M10 2.5c-2 2.1-3.1 4.6-3.1 7.5s1.1 5.4 3.1 7.5c2-2.1 3.1-4.6 3.1-7.5S12 4.6 10 2.5Z" />
      <path d="M2.5 10h15" />
    </Icon>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m5.5 7.8 4.5 4.5 4.5-4.5" />
    </Icon>
  );
}
