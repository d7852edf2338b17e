// Navigation and data display: tabs, pagination, breadcrumbs, table, tree, card grid, card, badge, tags, avatar,
// accordion.
export {
  Accordion,
  AccordionItem,
  type AccordionItemProps,
  type AccordionProps,
} from '../components/Accordion/index.ts';
export { Avatar, avatarInitials, avatarSizes, type AvatarProps } from '../components/Avatar/index.ts';
export { Badge, badgeSizes, badgeTones, type BadgeProps, type BadgeTone } from '../components/Badge/index.ts';
export {
  Breadcrumb,
  Breadcrumbs,
  type BreadcrumbProps,
  type BreadcrumbsProps,
} from '../components/Breadcrumbs/index.ts';
export { Card, type CardProps, type CardSlots } from '../components/Card/index.ts';
export {
  GridList,
  GridListItem,
  gridListColumns,
  type GridListItemProps,
  type GridListProps,
} from '../components/GridList/index.ts';
export { Pagination, pageItems, type PageItem, type PaginationProps } from '../components/Pagination/index.ts';
export {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  type CellProps,
  type ColumnProps,
  type RowProps,
  type TableAlign,
  type TableBodyProps,
  type TableHeaderProps,
  type TableProps,
} from '../components/Table/index.ts';
export {
  Tab,
  TabList,
  TabPanel,
  Tabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from '../components/Tabs/index.ts';
export { Tag, TagGroup, type TagGroupProps, type TagProps } from '../components/Tag/index.ts';
export {
  Tree,
  applySelection,
  checkStates,
  checkedKeysOf,
  setChecked,
  type CheckState,
  type TreeKey,
  type TreeNode,
  type TreeProps,
} from '../components/Tree/index.ts';
