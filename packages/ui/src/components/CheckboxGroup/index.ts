export { CheckboxGroup, checkboxGroupColumns, type CheckboxGroupProps, type CheckboxOption } from './CheckboxGroup.tsx';
export { selectAllState, toggleAll, type SelectAllState } from './selectAll.ts';
