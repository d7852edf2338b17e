import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../client.ts';
import { useApi } from './provider.tsx';
import { useInvalidate, type PostBody, type QueryHookOptions } from './shared.ts';

/*
 * Sign-in and the user (spec 4, 7.1). The site keeps the token; these hooks make the calls and refresh what
 * depends on them. A login's answer is the new token, which only the site can store: once it has, it refreshes the
 * session's answers (`useRefreshSessionAnswers` in sessionAnswers.ts), so they are not asked for again with the old
 * token. After a logout every cached answer is dropped.
 */

export function useLogin() {
  const { $api } = useApi();
  return $api.useMutation('post', '/sso/user/login');
}

/** Verification-code login. */
export function useQuickLogin() {
  const { $api } = useApi();
  return $api.useMutation('post', '/sso/user/quickLogin');
}

/** Logout: the caller passes the stored token (`params.header.token`); afterwards every cached answer goes. */
export function useLogout() {
  const { $api } = useApi();
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/sso/user/logout', {
    onSettled: () => queryClient.clear(),
  });
}

/** The start-up token check (spec 4): succeeds for a valid token, fails with an ApiError otherwise. */
export function useCheckToken(token: string | null | undefined) {
  const { $api } = useApi();
  return $api.useQuery(
    'post',
    '/user/checkToken',
    { params: { header: { token: token ?? '' } } },
    { enabled: Boolean(token), staleTime: Infinity },
  );
}

/** Whether an account (phone number or e-mail) exists: code 0 means it does. */
export function useCheckUser() {
  const { $api } = useApi();
  return $api.useMutation('post', '/sso/user/checkUser');
}

export function useSendSmsCode() {
  const { $api } = useApi();
  return $api.useMutation('post', '/sso/user/getMsgAuthCode');
}

export function useSendEmailCode() {
  const { $api } = useApi();
  return $api.useMutation('post', '/sso/user/getEmailAuthCode');
}

export function useRegister() {
  const { $api } = useApi();
  return $api.useMutation('post', '/sso/user/register');
}

export function useResetPassword() {
  const { $api } = useApi();
  return $api.useMutation('post', '/sso/user/resetPassword');
}

export function useChangePassword() {
  const { $api } = useApi();
  return $api.useMutation('post', '/user/changePassword');
}

export function useSendUserInfo() {
  const { $api } = useApi();
  return $api.useMutation('post', '/sso/user/sendUserInfo');
}

/** The QR code a camera-account login scans in the camera app. */
export function useCameraLoginQrCode({ enabled = true }: QueryHookOptions = {}) {
  const { $api } = useApi();
  return $api.useQuery('post', '/sso/camera/qrCode', undefined, { enabled, staleTime: 0 });
}

/** The status of a camera-login ticket, asked every few seconds: without the loading indicator. */
export function useCameraLoginQrStatus() {
  const { client } = useApi();
  return useMutation({
    mutationKey: ['post', '/sso/camera/qrStatus'],
    mutationFn: (body: PostBody<'/sso/camera/qrStatus'>) =>
      call(client, 'post', '/sso/camera/qrStatus', { body, hideLoading: true }),
  });
}

/**
 * The request of `useUploadAvatar` for a chosen file: the contract types the binary part as a string, so the body
 * only names the file and the serializer sends the file itself as multipart form data.
 */
export function avatarUpload(file: File) {
  return {
    body: { file: file.name },
    bodySerializer: () => {
      const form = new FormData();
      form.append('file', file);
      return form;
    },
  };
}

export function useUploadAvatar() {
  const { $api } = useApi();
  const invalidate = useInvalidate();
  return $api.useMutation('post', '/user/uploadHead', { onSuccess: () => invalidate('/user/getUserInfo') });
}

export function useAddresses({ enabled = true }: QueryHookOptions = {}) {
  const { $api } = useApi();
  return $api.useQuery('post', '/user/getReceiverList', undefined, { enabled });
}

export function useInsertAddress() {
  const { $api } = useApi();
  const invalidate = useInvalidate();
  return $api.useMutation('post', '/user/insertAddress', { onSuccess: () => invalidate('/user/getReceiverList') });
}

export function useUpdateAddress() {
  const { $api } = useApi();
  const invalidate = useInvalidate();
  return $api.useMutation('post', '/user/updateAddress', { onSuccess: () => invalidate('/user/getReceiverList') });
}

/** Makes an address the default one (or no longer the default); the list is fetched again, the default first. */
export function useSetDefaultAddress() {
  const { $api } = useApi();
  const invalidate = useInvalidate();
  return $api.useMutation('post', '/user/setDefaultAddress', { onSuccess: () => invalidate('/user/getReceiverList') });
}

export function useDeleteAddress() {
  const { $api } = useApi();
  const invalidate = useInvalidate();
  return $api.useMutation('post', '/user/deleteAddress', { onSuccess: () => invalidate('/user/getReceiverList') });
}

/** Account deletion request (15-day cooling-off) and its cancellation. */
export function useRequestAccountDeletion() {
  const { $api } = useApi();
  const invalidate = useInvalidate();
  return $api.useMutation('post', '/user/account/deleteRequest', { onSuccess: () => invalidate('/user/getUserInfo') });
}

export function useCancelAccountDeletion() {
  const { $api } = useApi();
  const invalidate = useInvalidate();
  return $api.useMutation('post', '/user/account/deleteCancel', { onSuccess: () => invalidate('/user/getUserInfo') });
}

export function useUpdateUserName() {
  const { $api } = useApi();
  const invalidate = useInvalidate();
  return $api.useMutation('post', '/user/updateUserName', { onSuccess: () => invalidate('/user/getUserInfo') });
}
