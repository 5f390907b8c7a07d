import { Blockquote, Container, Stack, Text } from '@mantine/core';

/** Matthew 6:33 in the World English Bible (public domain), and the copyright line. */
export function Footer({ width }: { width: number }) {
  const year = new Date().getFullYear();
  return (
    <Container component="footer" size={width} w="100%" py="xl" px="md">
      <Stack gap="sm" align="center" ta="center">
        <Blockquote
          color="yellow"
          p="md"
          maw={640}
          cite="— Matthew 6:33"
          styles={{ cite: { textAlign: 'center' } }}
        >
          <Text fs="italic">
            “But seek first God’s Kingdom and his righteousness; and all these things will be given to you as
            well.”
          </Text>
        </Blockquote>
        <Text size="xs" c="dimmed">
          © {year} Reign. All rights reserved.
        </Text>
      </Stack>
    </Container>
  );
}
