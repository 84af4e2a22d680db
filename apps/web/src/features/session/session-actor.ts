import {
  sessionMachine,
  storedSessionFromContext,
  type MessageParams,
  type PathParams,
  type ProviderDomainParams,
} from '@atelier/machines';
import { createActor, type Actor } from 'xstate';
import { readStoredSession, writeStoredSession } from './session-storage';

export type SessionActor = Actor<typeof sessionMachine>;

export interface SessionEffects {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Client-side navigation to a path of this app. */
  navigate(href: string): void;
  /** Leaves the app for another site (the Kenya provider's domain). */
  leaveTo(url: string): void;
  /** Shows a modal alert; `onConfirm` runs once the user confirms it. */
  showAlert(message: string, onConfirm: () => void): void;
}

/**
 * The session machine with the browser's side effects, restored from storage. Created once at
 * startup, outside React, so the API client can read the token and send UNAUTHORIZED/FORBIDDEN.
 */
export function createSessionActor(effects: SessionEffects): SessionActor {
  const machine = sessionMachine.provide({
    actions: {
      persistSession: ({ context }) =>
        writeStoredSession(effects.storage, storedSessionFromContext(context)),
      goToRoleHome: (_, { path }: PathParams) => effects.navigate(path),
      goToAccountPage: (_, { path }: PathParams) => effects.navigate(path),
      goToLogin: () => effects.navigate('/user/login'),
      goToProviderDomain: (_, { url }: ProviderDomainParams) => effects.leaveTo(url),
      // Confirming a 401 alert ends the session (CONFIRM); a 403 alert is only acknowledged.
      showAlert: ({ event, self }, { message }: MessageParams) =>
        effects.showAlert(message, () => {
          if (event.type === 'UNAUTHORIZED') self.send({ type: 'CONFIRM' });
        }),
    },
  });
  return createActor(machine, { input: readStoredSession(effects.storage) }).start();
}
