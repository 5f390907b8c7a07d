import { Notifications } from '@mantine/notifications';

/** The toasts' container, its own chunk (see LazyNotifications). */
export default function NotificationsHost({ limit, autoClose }: { limit: number; autoClose: number }) {
  return <Notifications limit={limit} autoClose={autoClose} />;
}
