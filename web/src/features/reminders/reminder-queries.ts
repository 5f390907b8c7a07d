import { type ReminderSettings, reminderRoutes } from '@reign/contract/reminders';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '../../api';
import { routeKey } from '../../api/query-client';

export const reminderSettingsKey = routeKey(reminderRoutes.getReminderSettings);

/** The person's reminder time and zone, their devices' count and the server's VAPID key (server data). */
export const useReminderSettings = () =>
  useQuery({
    queryKey: reminderSettingsKey,
    queryFn: ({ signal }) => callApi(reminderRoutes.getReminderSettings, { signal }),
  });

/** Puts an answer of the reminder routes in place of the cached settings. */
export function useSetReminderSettings(): (settings: ReminderSettings) => void {
  const client = useQueryClient();
  return useCallback((settings) => client.setQueryData(reminderSettingsKey, settings), [client]);
}
