import { ApiPaths } from '@atelier/contracts';
import { apiPost } from '../../../api/client';

/** `POST send-findpwd-email`: e-mails a reset code to `email`. */
export function postSendFindPwdEmail(email: string): Promise<unknown> {
  return apiPost(ApiPaths.sendFindPwdEmail, { email });
}

export interface ResetPwdCall {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
}

/** `POST reset-pwd`: sets the new password (the code is single-use). */
export function postResetPwd(form: ResetPwdCall): Promise<unknown> {
  return apiPost(ApiPaths.resetPwd, { ...form });
}
