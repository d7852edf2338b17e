/*
 * The one export list of @kankan/ui: every public component, pattern, type and helper, exported from the file that
 * defines it and grouped by kind. Component and pattern folders have no index of their own, and what is not named here
 * is internal to the package. Modules, and so their styles, load in this list's order.
 */

// Layout, type, icons and actions.
export { Box, boxElements, type BoxProps } from './components/Box/Box.tsx';
export { Button, buttonSizes, buttonTones, buttonVariants, type ButtonProps } from './components/Button/Button.tsx';
export {
  LayoutColumn,
  Columns,
  columnWidths,
  columnsAlignments,
  type LayoutColumnProps,
  type ColumnsProps,
} from './components/Columns/Columns.tsx';
export { Container, containerWidths, type ContainerProps } from './components/Container/Container.tsx';
export { Divider, type DividerProps } from './components/Divider/Divider.tsx';
export { Heading, headingLevels, type HeadingLevel, type HeadingProps } from './components/Heading/Heading.tsx';
export { IconButton, type IconButtonProps } from './components/IconButton/IconButton.tsx';
export { Inline, inlineAlignments, inlineJustifications, type InlineProps } from './components/Inline/Inline.tsx';
export { Link, linkTones, linkVariants, type LinkProps } from './components/Link/Link.tsx';
export {
  isExternalHref,
  LinkComponentProvider,
  type LinkComponent,
  type LinkComponentProps,
} from './components/Link/RouterAnchor.tsx';
export { LinkButton, type LinkButtonProps } from './components/LinkButton/LinkButton.tsx';
export { Stack, stackAlignments, type StackProps } from './components/Stack/Stack.tsx';
export { Text, textSizes, textTones, textWeights, type TextProps, type TextTone } from './components/Text/Text.tsx';
export {
  ToggleButton,
  ToggleButtonGroup,
  type ToggleButtonGroupProps,
  type ToggleButtonProps,
} from './components/ToggleButtonGroup/ToggleButtonGroup.tsx';
export { VisuallyHidden, type VisuallyHiddenProps } from './components/VisuallyHidden/VisuallyHidden.tsx';
export { sprinkles, type Sprinkles } from './styles/sprinkles.css.ts';
export { tabularNums } from './styles/utilities.css.ts';
export { iconSizes, type IconProps, type IconSize } from './icons/Icon.tsx';
// Every `<Thing>Icon` of the set: these two files hold nothing else.
export * from './icons/icons.tsx';
export * from './icons/shellIcons.tsx';

// Generic form fields and Form.
export {
  FieldDescription,
  FieldError,
  FieldHelp,
  FieldLabel,
  fieldStyles,
  type FieldAnatomyProps,
  type FieldErrorMessage,
  type FieldErrorProps,
  type FieldKind,
  type FieldLabelProps,
} from './components/Field/Field.tsx';
export { TextField, type TextFieldProps } from './components/TextField/TextField.tsx';
export { TextArea, type TextAreaProps } from './components/TextArea/TextArea.tsx';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox.tsx';
export { Select, type SelectProps } from './components/Select/Select.tsx';
// A ComboBox's options are the Select's items under the ComboBox's name.
export {
  SelectItem,
  SelectItem as ComboBoxItem,
  type SelectItemProps,
  type SelectItemProps as ComboBoxItemProps,
} from './components/Select/SelectItem.tsx';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField/PasswordField.tsx';
export { SearchField, type SearchFieldProps } from './components/SearchField/SearchField.tsx';
export { NumberField, type NumberFieldProps } from './components/NumberField/NumberField.tsx';
export {
  CheckboxGroup,
  checkboxGroupColumns,
  type CheckboxGroupProps,
  type CheckboxOption,
} from './components/CheckboxGroup/CheckboxGroup.tsx';
export { selectAllState, toggleAll, type SelectAllState } from './components/CheckboxGroup/selectAll.ts';
export { Radio, RadioGroup, type RadioGroupProps, type RadioProps } from './components/RadioGroup/RadioGroup.tsx';
export { ComboBox, type ComboBoxProps } from './components/ComboBox/ComboBox.tsx';
export { Form, type FormProps } from './components/Form/Form.tsx';

// Product-specific fields: phone with area code, verification code, China region, files and avatar, camera serial
// numbers, terms agreement.
export { AgreementField, type AgreementFieldProps } from './components/AgreementField/AgreementField.tsx';
export { AvatarUpload, avatarRules, type AvatarUploadProps } from './components/AvatarUpload/AvatarUpload.tsx';
export { FileField, type FileFieldProps } from './components/FileField/FileField.tsx';
export {
  acceptedTypeNames,
  checkFile,
  formatFileSize,
  type FileLike,
  type FileProblem,
  type FileRules,
} from './components/FileField/fileChecks.ts';
export { PhoneField, type PhoneFieldProps, type PhoneValue } from './components/PhoneField/PhoneField.tsx';
export { areaCodeOptions, type AreaCodeOption } from './components/PhoneField/areaCodes.ts';
export { RegionPicker, type RegionPickerProps } from './components/RegionPicker/RegionPicker.tsx';
export {
  emptyRegion,
  isRegionComplete,
  joinRegionPath,
  loadChinaRegions,
  regionFromPath,
  type RegionNode,
  type RegionPart,
  type RegionValue,
} from './components/RegionPicker/regions.ts';
export {
  SerialNumberListField,
  type SerialNumberListFieldProps,
  type SerialRowProblem,
} from './components/SerialNumberListField/SerialNumberListField.tsx';
export {
  VerificationCodeField,
  type VerificationCodeFieldProps,
} from './components/VerificationCodeField/VerificationCodeField.tsx';
export { DEFAULT_RESEND_SECONDS } from './components/VerificationCodeField/countdown.ts';

// Overlays and feedback.
export {
  AlertDialog,
  alertDialogKinds,
  alertDialogTones,
  type AlertDialogProps,
} from './components/AlertDialog/AlertDialog.tsx';
export { Dialog, Modal, type DialogProps, type ModalProps } from './components/Dialog/Dialog.tsx';
export { DialogTrigger, type DialogTriggerProps } from 'react-aria-components';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState.tsx';
export { InlineAlert, type InlineAlertProps } from './components/InlineAlert/InlineAlert.tsx';
export {
  DEFAULT_LOADING_DELAY,
  LoadingOverlay,
  type LoadingOverlayProps,
} from './components/LoadingOverlay/LoadingOverlay.tsx';
export { LoadingTracker, loadingTracker, useLoadingCount } from './components/LoadingOverlay/loadingTracker.ts';
export {
  Menu,
  MenuItem,
  menuItemTones,
  MenuSection,
  MenuSeparator,
  MenuTrigger,
  type MenuItemProps,
  type MenuProps,
  type MenuSectionProps,
  type MenuTriggerProps,
} from './components/Menu/Menu.tsx';
export {
  DEFAULT_METER_THRESHOLDS,
  Meter,
  meterTones,
  meterToneFor,
  type MeterProps,
  type MeterTone,
} from './components/Meter/Meter.tsx';
export { Popover, type PopoverProps } from './components/Popover/Popover.tsx';
export { ProgressBar, progressBarSizes, type ProgressBarProps } from './components/ProgressBar/ProgressBar.tsx';
export {
  Skeleton,
  skeletonCircleSizes,
  skeletonVariants,
  type SkeletonProps,
} from './components/Skeleton/Skeleton.tsx';
export { Spinner, type SpinnerProps } from './components/Spinner/Spinner.tsx';
export { ToastRegion, type ToastRegionProps } from './components/Toast/Toast.tsx';
export {
  clearToasts,
  createToastQueue,
  DEFAULT_TOAST_TIMEOUT,
  dismissToast,
  MAX_VISIBLE_TOASTS,
  showToast,
  toastQueue,
  type ShowToastOptions,
  type ToastContent,
} from './components/Toast/toastQueue.ts';
export {
  Tooltip,
  TOOLTIP_DELAY_MS,
  TooltipTrigger,
  type TooltipProps,
  type TooltipTriggerProps,
} from './components/Tooltip/Tooltip.tsx';

// Navigation and data display: tabs, pagination, breadcrumbs, table, tree, card grid, card, badge, tags, avatar,
// accordion.
export {
  Accordion,
  AccordionItem,
  type AccordionItemProps,
  type AccordionProps,
} from './components/Accordion/Accordion.tsx';
export { Avatar, avatarSizes, type AvatarProps } from './components/Avatar/Avatar.tsx';
export { avatarInitials } from './components/Avatar/initials.ts';
export { Badge, badgeSizes, badgeTones, type BadgeProps, type BadgeTone } from './components/Badge/Badge.tsx';
export {
  Breadcrumb,
  Breadcrumbs,
  type BreadcrumbProps,
  type BreadcrumbsProps,
} from './components/Breadcrumbs/Breadcrumbs.tsx';
export { Card, type CardProps, type CardSlots } from './components/Card/Card.tsx';
export {
  GridList,
  GridListItem,
  gridListColumns,
  type GridListItemProps,
  type GridListProps,
} from './components/GridList/GridList.tsx';
export { Pagination, type PaginationProps } from './components/Pagination/Pagination.tsx';
export { pageItems, type PageItem } from './components/Pagination/pageItems.ts';
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
} from './components/Table/Table.tsx';
export {
  Tab,
  TabList,
  TabPanel,
  Tabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from './components/Tabs/Tabs.tsx';
export { Tag, TagGroup, type TagGroupProps, type TagProps } from './components/Tag/Tag.tsx';
export { Tree, type TreeNode, type TreeProps } from './components/Tree/Tree.tsx';
export {
  applySelection,
  checkStates,
  checkedKeysOf,
  setChecked,
  type CheckState,
  type TreeKey,
} from './components/Tree/treeCheck.ts';

// Patterns: site chrome (message dialogs, header, footer, account menu, notices) and the sign-in panel.
export {
  ConfirmDialog,
  LogoutConfirmDialog,
  MessageDialog,
  type ConfirmDialogProps,
  type LogoutConfirmDialogProps,
  type MessageDialogProps,
} from './patterns/MessageDialog/MessageDialog.tsx';
export { SiteHeader, type HeaderUser, type SiteHeaderProps } from './patterns/SiteHeader/SiteHeader.tsx';
export { SiteHeaderSkeleton, type SiteHeaderSkeletonProps } from './patterns/SiteHeader/SiteHeaderSkeleton.tsx';
export {
  AI_DESIGN_MENU_ID,
  headerMenuFor,
  type HeaderLink,
  type HeaderMenuEntry,
} from './patterns/SiteHeader/menuModel.ts';
export { SiteFooter, type FooterLink, type SiteFooterProps } from './patterns/SiteFooter/SiteFooter.tsx';
export {
  AccountNav,
  accountNavItems,
  deviceLoginItems,
  visibleAccountNavItems,
  type AccountNavItem,
  type AccountNavProps,
} from './patterns/AccountNav/AccountNav.tsx';
export { MobileNotice, type MobileNoticeProps } from './patterns/MobileNotice/MobileNotice.tsx';
export { DemoBanner, type DemoBannerProps } from './patterns/DemoBanner/DemoBanner.tsx';
export { CameraLogin, qrStatuses, type CameraLoginProps, type QrStatus } from './patterns/LoginPanel/CameraLogin.tsx';
export { emptyLoginValues, type LoginValues } from './patterns/LoginPanel/loginValues.ts';
export { LoginPanel, loginTabs, type LoginPanelProps, type LoginTab } from './patterns/LoginPanel/LoginPanel.tsx';
export type { Terms } from './patterns/LoginPanel/RegisterForm.tsx';
export { loginErrorForCode, type LoginFieldName, type LoginServerErrors } from './patterns/LoginPanel/serverErrors.ts';

// Patterns: the spec's commerce and camera dialogs.
export {
  AccountDeletionDialog,
  type AccountDeletionDialogProps,
} from './patterns/AccountDeletionDialog/AccountDeletionDialog.tsx';
export { AddCameraDialog, type AddCameraDialogProps } from './patterns/AddCameraDialog/AddCameraDialog.tsx';
export {
  InviteCollaboratorDialog,
  type CollaborationResource,
  type InviteCollaboratorDialogProps,
} from './patterns/InviteCollaboratorDialog/InviteCollaboratorDialog.tsx';
export { PaymentDialog, type PaymentDialogProps, type PaymentStatus } from './patterns/PaymentDialog/PaymentDialog.tsx';
export { PointsTopUpDialog, type PointsTopUpDialogProps } from './patterns/PointsTopUpDialog/PointsTopUpDialog.tsx';
export {
  StoragePlanDialog,
  type StoragePlanDialogProps,
  type StoragePlanPrices,
} from './patterns/StoragePlanDialog/StoragePlanDialog.tsx';

// Patterns: invoice dialogs, invoice titles and the invoice list.
export { AgreementDialog, type AgreementDialogProps } from './patterns/AgreementDialog/AgreementDialog.tsx';
export {
  InvoiceDetailDialog,
  type InvoiceDetailDialogProps,
} from './patterns/InvoiceDetailDialog/InvoiceDetailDialog.tsx';
export {
  InvoiceList,
  InvoiceStatusBadge,
  invoiceListColumns,
  type InvoiceListColumn,
  type InvoiceListItem,
  type InvoiceListProps,
} from './patterns/InvoiceList/InvoiceList.tsx';
export {
  InvoiceRequestDialog,
  type InvoiceCamera,
  type InvoiceOrder,
  type InvoiceRequestDialogProps,
} from './patterns/InvoiceRequestDialog/InvoiceRequestDialog.tsx';
export {
  InvoiceFields,
  useInvoiceFieldLabels,
  type InvoiceFieldsProps,
} from './patterns/InvoiceRequestDialog/InvoiceFields.tsx';
export {
  emptyInvoiceValues,
  type InvoiceFormField,
  type InvoiceFormValues,
} from './patterns/InvoiceRequestDialog/values.ts';
export { InvoiceTitlesForm, type InvoiceTitlesFormProps } from './patterns/InvoiceTitlesForm/InvoiceTitlesForm.tsx';

// Patterns: account forms (password, profile, addresses, folder name), camera cards and the membership card.
export { AddressForm, type AddressFormProps } from './patterns/AddressForm/AddressForm.tsx';
export { AddressList, type AddressListProps, type SavedAddress } from './patterns/AddressList/AddressList.tsx';
export {
  CameraCard,
  type CameraActions,
  type CameraCardProps,
  type CameraSummary,
} from './patterns/CameraCard/CameraCard.tsx';
export { CameraList, type CameraListProps } from './patterns/CameraList/CameraList.tsx';
export {
  ChangePasswordForm,
  type ChangePasswordFormProps,
  type ChangePasswordPayload,
} from './patterns/ChangePasswordForm/ChangePasswordForm.tsx';
export {
  ExpiryImpactNote,
  type ExpiryImpact,
  type ExpiryImpactNoteProps,
} from './patterns/ExpiryImpactNote/ExpiryImpactNote.tsx';
export { FolderNameDialog, type FolderNameDialogProps } from './patterns/FolderNameDialog/FolderNameDialog.tsx';
export {
  MembershipCard,
  type MembershipCardProps,
  type MembershipSummary,
  type OwnCamera,
} from './patterns/MembershipCard/MembershipCard.tsx';
export { ProfileForm, type ProfileFormProps, type ProfilePayload } from './patterns/ProfileForm/ProfileForm.tsx';

// Patterns of the scene area: folder tree, scene list (whole, or its table, cover grid, bulk bar, selection), search
// bar, sharing, archiving.
export {
  FolderTree,
  folderTreeModes,
  type FolderTreeMode,
  type FolderTreeProps,
  type SceneFolder,
} from './patterns/FolderTree/FolderTree.tsx';
export { SceneBulkBar, type SceneBulkBarProps } from './patterns/SceneList/SceneBulkBar.tsx';
export { SceneCover, type SceneCoverProps } from './patterns/SceneList/SceneCover.tsx';
export { SceneCoverGrid, type SceneCoverGridProps } from './patterns/SceneList/SceneCoverGrid.tsx';
export { SceneList, sceneListViews, type SceneListProps, type SceneListView } from './patterns/SceneList/SceneList.tsx';
export type { SceneCollectionProps, SceneListItem } from './patterns/SceneList/sceneListTypes.ts';
export { SceneStatusBadge } from './patterns/SceneList/SceneStatusBadge.tsx';
export { SceneTable, type SceneTableProps } from './patterns/SceneList/SceneTable.tsx';
export { sceneStatusMessages, sceneStatusTones, sceneTypeMessages } from './patterns/SceneList/sceneLabels.ts';
export {
  useSceneSelection,
  type SceneSelection,
  type SceneSelectionAmount,
  type SceneSelectionOptions,
} from './patterns/SceneList/useSceneSelection.ts';
export {
  SceneSearchBar,
  type SceneSearchBarProps,
  type SceneSearchQuery,
} from './patterns/SceneSearchBar/SceneSearchBar.tsx';
export {
  EMBED_SIZE_LIMITS,
  ShareSceneDialog,
  embedCode,
  type ShareSceneDialogProps,
} from './patterns/ShareSceneDialog/ShareSceneDialog.tsx';
export {
  ArchivingForecast,
  type ArchivedReason,
  type ArchivingForecastProps,
} from './patterns/ArchivingForecast/ArchivingForecast.tsx';

// Patterns: order tables, consumption records, cart table, payment result, order timeline.
export { OrderStatusBadge, OrderTable, type OrderTableProps } from './patterns/OrderTable/OrderTable.tsx';
export { useOrderStatusLabels, usePayTypeLabels } from './patterns/OrderTable/orderLabels.ts';
export { OrderTabs, type OrderTabsProps } from './patterns/OrderTable/OrderTabs.tsx';
export {
  orderActions,
  orderColumns,
  orderDisplayStatus,
  orderStatusTone,
  type OrderAction,
  type OrderColumn,
  type OrderDisplayStatus,
  type OrderSummary,
} from './patterns/OrderTable/orderModel.ts';
export {
  ChargeRecordTable,
  ConsumptionRecords,
  ExpansionRecordTable,
  consumptionTabs,
  useChargeChannelLabels,
  useChargeChannelText,
  useChargeTypeLabels,
  type ChargeRecordTableProps,
  type ConsumptionRecordsProps,
  type ConsumptionTab,
  type ExpansionRecordTableProps,
  type RecordPageProps,
} from './patterns/ConsumptionRecords/ConsumptionRecords.tsx';
export {
  signedPoints,
  type ChargeRecordSummary,
  type ExpansionRecordSummary,
} from './patterns/ConsumptionRecords/recordModel.ts';
export { CartTable, type CartTableProps } from './patterns/CartTable/CartTable.tsx';
export { cartLinePrice, cartTotal, cartUnitPrice, type CartLine } from './patterns/CartTable/cartModel.ts';
export { PaymentResult, type PaymentResultProps } from './patterns/PaymentResult/PaymentResult.tsx';
export { OrderTimeline, type OrderTimelineProps } from './patterns/OrderTimeline/OrderTimeline.tsx';

// Patterns: marketing page sections, product specification blocks, and the illustrations they show.
export {
  FeatureGrid,
  featureGridColumns,
  type FeatureGridProps,
  type FeatureItem,
} from './patterns/FeatureGrid/FeatureGrid.tsx';
export { PageHero, pageHeroBackgrounds, type PageHeroProps } from './patterns/PageHero/PageHero.tsx';
export {
  PageSection,
  pageSectionBackgrounds,
  pageSectionWidths,
  type PageSectionProps,
} from './patterns/PageSection/PageSection.tsx';
export { SpecFigures, type SpecFigure, type SpecFiguresProps } from './patterns/SpecFigures/SpecFigures.tsx';
export { SpecTable, type SpecRow, type SpecTableProps } from './patterns/SpecTable/SpecTable.tsx';
export type { IllustrationProps } from './illustrations/Illustration.tsx';
export {
  LiteCameraIllustration,
  MinionCameraIllustration,
  ProCameraIllustration,
  TripodIllustration,
} from './illustrations/products.tsx';
export { PointCloudIllustration, WireframeRoomIllustration } from './illustrations/scans.tsx';
export {
  IndustryMotif,
  industryMotifs,
  type IndustryMotifName,
  type IndustryMotifProps,
} from './illustrations/industries.tsx';

// Patterns: case cards and filters, news article and list, video tutorial list.
export { CaseCard, type CaseCardProps } from './patterns/CaseCard/CaseCard.tsx';
export { CaseCover, type CaseCoverProps } from './patterns/CaseCard/CaseCover.tsx';
export { CaseGrid, type CaseGridProps } from './patterns/CaseCard/CaseGrid.tsx';
export {
  CASE_INDUSTRIES,
  cameraNameOf,
  industryNameOf,
  useCaseVocabulary,
  type CaseIndustry,
} from './patterns/CaseCard/useCaseVocabulary.ts';
export { CaseFilters, type CaseFiltersProps } from './patterns/CaseFilters/CaseFilters.tsx';
export {
  CASE_CAMERA_FILTERS,
  type CaseCameraFilter,
  type CaseFilterValue,
} from './patterns/CaseFilters/caseFilterValue.ts';
export { CaseIndustryTabs, type CaseIndustryTabsProps } from './patterns/CaseIndustryTabs/CaseIndustryTabs.tsx';
export { NewsArticle, type NewsArticleProps } from './patterns/NewsArticle/NewsArticle.tsx';
export { sanitizeArticleHtml } from './patterns/NewsArticle/sanitizeArticleHtml.ts';
export { NewsList, type NewsListItem, type NewsListProps } from './patterns/NewsList/NewsList.tsx';
export {
  VideoTutorialList,
  type VideoTutorial,
  type VideoTutorialListProps,
} from './patterns/VideoTutorialList/VideoTutorialList.tsx';
export { VideoPoster, type VideoPosterProps } from './patterns/VideoTutorialList/VideoPoster.tsx';

// Patterns: customer message, distributor application, membership benefits, pricing table.
export {
  CustomerMessagePanel,
  messageUsLabel,
  type CustomerMessagePanelProps,
} from './patterns/CustomerMessagePanel/CustomerMessagePanel.tsx';
export type { ServiceError } from './patterns/serviceError.ts';
export {
  DistributorApplicationForm,
  type DistributorApplication,
  type DistributorApplicationFormProps,
} from './patterns/DistributorApplicationForm/DistributorApplicationForm.tsx';
export { MembershipBenefits, type MembershipBenefitsProps } from './patterns/MembershipBenefits/MembershipBenefits.tsx';
export {
  PricingTable,
  billingPeriods,
  type BillingPeriod,
  type PricingTableProps,
} from './patterns/PricingTable/PricingTable.tsx';

// Run-time helpers: the countdowns' clock (the resend button, the payment result's return), whether the page is live
// (hydrated) for what only the browser can show, and work put off until the browser is idle.
export { manualClock, systemClock, type Clock } from './runtime/clock.ts';
export { useHydrated } from './runtime/hydrated.ts';
export { whenIdle } from './runtime/idle.ts';

// Foundations: the status vocabulary and the theme's values.
export { tones, type Tone, type ToneOrNeutral } from './foundations/tone.ts';
export { invertedSurface, vars } from './tokens/theme.css.ts';
export type { DialogSize } from './tokens/values.ts';
