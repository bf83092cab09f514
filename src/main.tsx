import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/global.css';
import { trackPageViews } from './api/analytics';
import { AuthProvider } from './auth/AuthProvider';
import { createSessionActor } from './auth/session';
import { createAppRouter } from './router';

const session = createSessionActor({
  goHome: () => void router.navigate({ to: '/' }),
  goToLogin: () => void router.navigate({ to: '/login' }),
});
const router = createAppRouter(session);
session.start();
trackPageViews(router);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AuthProvider session={session}>
      <RouterProvider router={router} />
    </AuthProvider>
  </StrictMode>,
);
