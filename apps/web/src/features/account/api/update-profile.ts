import { ApiPaths, type Profile } from '@atelier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '../../../api/client';
import { accountKeys } from './profile-queries';

/** The fields of `POST /atelier/user/update` (multipart, spec section 7). */
export interface ProfileUpdate {
  firstName: string;
  lastName: string;
  gender?: string | null;
  birthDate?: string;
  country?: string;
  avatar?: Blob | null;
  oldPassword?: string;
  newPassword?: string;
  confirmPassword?: string;
}

/**
 * The multipart body: empty optional values are left out (an empty gender is not a gender), the
 * avatar goes as a file part.
 */
export function profileUpdateFormData(update: ProfileUpdate): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(update)) {
    if (value === undefined || value === null || value === '') continue;
    if (value instanceof Blob) body.append(key, value, value instanceof File ? value.name : key);
    else body.append(key, String(value));
  }
  return body;
}

/** Saves the profile; the answer replaces the cached profile (the header's avatar follows). */
export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) =>
      apiUpload<Profile>(ApiPaths.update, profileUpdateFormData(update)),
    onSuccess: (profile) => queryClient.setQueryData(accountKeys.profile(userId), profile),
  });
}
