import { useMediaQuery } from '@mantine/hooks';

/** Whether the screen is phone-sized (up to 30em): dialogs open full screen there. */
export function usePhone(): boolean {
  return useMediaQuery('(max-width: 30em)') ?? false;
}
