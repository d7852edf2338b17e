export { AddressForm, type AddressFormProps } from './AddressForm.tsx';
