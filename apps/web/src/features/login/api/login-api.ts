import { ApiPaths, type SessionGrant } from '@atelier/contracts';
import { apiPost } from '../../../api/client';

export interface LoginCall {
  identity: string;
  email: string;
  password: string;
}

/** `POST /atelier/user/login`: the session grant, or an ApiError (400, 429). */
export function postLogin(form: LoginCall): Promise<SessionGrant> {
  return apiPost<SessionGrant>(ApiPaths.login, { ...form });
}
