import { createContext } from 'react';
import type { SessionActor } from './session-actor';

export const SessionActorContext = createContext<SessionActor | null>(null);
