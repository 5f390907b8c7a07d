import { Card, type CardProps, type ElementProps } from '@mantine/core';

/** A bordered card that is one button: a reflection to open, a goal to pick. */
export function CardButton(props: CardProps & ElementProps<'button', keyof CardProps>) {
  return <Card component="button" type="button" withBorder radius="md" padding="md" {...props} />;
}
