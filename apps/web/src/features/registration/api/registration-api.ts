import { ApiPaths, type Role, type SessionGrant } from '@atelier/contracts';
import { apiPost } from '../../../api/client';

/** `POST send-register-email`: e-mails a code to `email` for an account of `role`. */
export function postSendRegisterEmail(email: string, role: Role): Promise<unknown> {
  return apiPost(ApiPaths.sendRegisterEmail, { email, role });
}

/** `POST valid-captcha`: checks the code; the ticket proves it for the `register` call. */
export function postValidCaptcha(email: string, code: string): Promise<{ ticket: string }> {
  return apiPost<{ ticket: string }>(ApiPaths.validCaptcha, { email, code });
}

export interface RegisterCall {
  ticket: string;
  firstName: string;
  familyName: string;
  telephone: string;
  schoolCode: string;
  password: string;
  confirmPassword: string;
}

/** `POST register`: creates the account and answers a session grant (the user is logged in). */
export function postRegister(form: RegisterCall): Promise<SessionGrant> {
  return apiPost<SessionGrant>(ApiPaths.register, { ...form });
}
