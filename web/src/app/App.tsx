import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { DailyRefresh } from '../features/daily-refresh';
import { InstallBanner } from '../features/install';
import { RewardWatcher } from '../features/rewards';
import { UpdatePrompt } from '../pwa/UpdatePrompt';
import { AppProviders } from './AppProviders';
import { createAppRoutes } from './routes';

export function App() {
  const [router] = useState(() => createBrowserRouter(createAppRoutes()));
  return (
    <AppProviders>
      <RouterProvider router={router} />
      {/* The installed-app layer: install banner, update prompt, the 1 AM refresh. */}
      <InstallBanner />
      <UpdatePrompt />
      <DailyRefresh />
      <RewardWatcher />
    </AppProviders>
  );
}
