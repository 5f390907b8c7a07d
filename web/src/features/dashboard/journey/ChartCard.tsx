import { useLingui } from '@lingui/react/macro';
import { Box, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconChartBar, IconTable } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';

export interface ChartTable {
  caption: string;
  columns: string[];
  rows: (string | number)[][];
  /** shown instead of an empty table */
  empty?: string;
}

/**
 * One Journey chart: its title and summary, the chart (a picture: its words are in the summary and
 * the table), and 'Show as table', a table of the same figures for screen readers and keyboards.
 */
export function ChartCard({
  title,
  summary,
  table,
  scrollable = false,
  children,
}: {
  title: string;
  /** what the chart shows, in words; the chart's accessible name */
  summary: string;
  table: ChartTable;
  /** wider than a phone: it scrolls sideways, and takes focus so a keyboard can scroll it */
  scrollable?: boolean;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const headingId = useId();
  const tableId = useId();
  const [asTable, setAsTable] = useState(false);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5" id={headingId}>
            {title}
          </Title>
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={
              asTable ? (
                <IconChartBar size={14} aria-hidden="true" />
              ) : (
                <IconTable size={14} aria-hidden="true" />
              )
            }
            aria-expanded={asTable}
            aria-controls={tableId}
            onClick={() => setAsTable((v) => !v)}
          >
            {asTable ? t`Show as chart` : t`Show as table`}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {summary}
        </Text>
        {asTable ? (
          <Box id={tableId} style={{ overflowX: 'auto' }}>
            {table.rows.length === 0 ? (
              <Text size="sm">{table.empty ?? t`Nothing yet.`}</Text>
            ) : (
              <Table striped withTableBorder captionSide="top">
                <Table.Caption>{table.caption}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    {table.columns.map((c) => (
                      <Table.Th key={c} scope="col">
                        {c}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {table.rows.map((row) => (
                    <Table.Tr key={String(row[0])}>
                      {row.map((cell, i) =>
                        i === 0 ? (
                          <Table.Th key={table.columns[i]} scope="row" fw={500}>
                            {cell}
                          </Table.Th>
                        ) : (
                          <Table.Td key={table.columns[i]}>{cell}</Table.Td>
                        ),
                      )}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Box>
        ) : (
          <Box
            role="img"
            aria-label={t`${title}: ${summary}`}
            id={tableId}
            {...(scrollable ? { tabIndex: 0, style: { overflowX: 'auto' } } : {})}
          >
            {children}
          </Box>
        )}
      </Stack>
    </Card>
  );
}
