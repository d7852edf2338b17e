export { InvoiceTitlesForm, type InvoiceTitlesFormProps } from './InvoiceTitlesForm.tsx';
