import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '../features/registration/components/register-page';
import { requireLoggedOut } from '../features/session/require-logged-out';

export const Route = createFileRoute('/user/register')({
  beforeLoad: ({ context }) => requireLoggedOut(context.session),
  component: RegisterPage,
});
