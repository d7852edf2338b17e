/*
 * The case list's filters with react-aria's toggle groups and search field. CasesPage loads this module with
 * `React.lazy`, so the list's data is asked for without waiting for that code.
 */
export { CaseFilters } from '@kankan/ui';
