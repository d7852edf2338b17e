export { PhoneField, type PhoneFieldProps, type PhoneValue } from './PhoneField.tsx';
export { areaCodeOptions, type AreaCodeOption } from './areaCodes.ts';
