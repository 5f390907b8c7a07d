import { Center, Loader } from '@mantine/core';

/** The centred spinner shown while a page or the current user loads. */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center mih="40vh" w="100%">
      <Loader role="status" aria-label={label} />
    </Center>
  );
}
