export { ProfileForm, type ProfileFormProps, type ProfilePayload } from './ProfileForm.tsx';
