import { Notifications } from '@mantine/notifications';
import classes from './NotificationsHost.module.css';

/**
 * The toasts' container, its own chunk (see LazyNotifications). Issue 15: toasts sit at the top
 * centre, where no dialog keeps its buttons (dialogs end with theirs), and a toast never takes a
 * click or a hover: pointers pass through it to what is below (its close button excepted), so a
 * toast over a dialog neither hides nor blocks its buttons, and hovering does not hold it open.
 */
export default function NotificationsHost({ limit, autoClose }: { limit: number; autoClose: number }) {
  return (
    <Notifications
      limit={limit}
      autoClose={autoClose}
      position="top-center"
      classNames={{ root: classes.root, notification: classes.notification }}
    />
  );
}
