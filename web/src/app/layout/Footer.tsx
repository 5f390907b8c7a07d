import { Anchor, Blockquote, Container, Stack, Text } from '@mantine/core';
import { Link } from '../../ui/Link';

/** Matthew 6:33 in the World English Bible (public domain), the copyright line and 'About the texts'. */
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
        <Anchor component={Link} to="/about/texts" size="xs" c="dimmed" underline="always">
          About the texts
        </Anchor>
      </Stack>
    </Container>
  );
}
