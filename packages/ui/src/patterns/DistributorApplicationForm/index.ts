export {
  DistributorApplicationForm,
  type DistributorApplication,
  type DistributorApplicationFormProps,
} from './DistributorApplicationForm.tsx';
