import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, FileButton, Group, List, Stack, Text, Title } from '@mantine/core';
import { type AccountImportResponse, accountDataRoutes } from '@reign/contract/account-data';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { callApi, serverToday } from '../../api';
import { useOnline, useSyncActions } from '../../data';
import { downloadBlob } from '../../ui/download';
import { showFailure, showToast } from '../../ui/toast';
import { exportFileName, importSummary, parseImportFile } from './account-data';

/**
 * 'Your data' (beyond the spec): export everything of the account as JSON, and import such a file
 * back (the server merges by id; the rows then arrive through sync). Online only.
 */
export function AccountDataCard() {
  const headingId = useId();
  const { t, i18n } = useLingui();
  const online = useOnline();
  const { syncNow } = useSyncActions();
  const [exporting, setExporting] = useState(false);
  const [importing, setImporting] = useState(false);
  const [result, setResult] = useState<AccountImportResponse | null>(null);

  const exportData = async () => {
    setExporting(true);
    try {
      const data = await callApi(accountDataRoutes.exportAccountData);
      const name = exportFileName(serverToday());
      downloadBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), name);
      showToast({ title: t`Data exported`, message: t`Saved as ${name}.`, variant: 'success' });
    } catch (err) {
      showFailure(t`Export failed`, err, t`Please try again later.`);
    } finally {
      setExporting(false);
    }
  };

  const importData = async (file: File | null) => {
    if (!file) return;
    setResult(null);
    setImporting(true);
    try {
      const parsed = parseImportFile(await file.text(), i18n);
      if ('error' in parsed) {
        showToast({ title: t`Import failed`, message: parsed.error, variant: 'error' });
        return;
      }
      const answer = await callApi(accountDataRoutes.importAccountData, { body: parsed.body });
      setResult(answer);
      showToast({
        title: t`Data imported`,
        message: t`Your data is being brought to this device.`,
        variant: 'success',
      });
      void syncNow().catch(() => undefined);
    } catch (err) {
      showFailure(t`Import failed`, err, t`Please try again later.`);
    } finally {
      setImporting(false);
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {t`Your data`}
        </Title>
        <Text size="sm" c="dimmed">
          {t`Download all your daily plans, goals, tasks, completions, prayer requests, reading plans, highlights, notes, bookmarks, versions to review and profile as a JSON file, or bring such a file back. Importing adds what is missing and keeps what is already here.`}
        </Text>
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            onClick={() => void exportData()}
            loading={exporting}
            disabled={!online}
          >
            {t`Export my data`}
          </Button>
          <FileButton onChange={(file) => void importData(file)} accept="application/json,.json">
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconUpload size={16} aria-hidden="true" />}
                loading={importing}
                disabled={!online}
              >
                {t`Import data`}
              </Button>
            )}
          </FileButton>
        </Group>
        {!online && (
          <Text size="sm" c="dimmed" data-testid="account-data-offline">
            {t`Export and import need a connection. You are offline.`}
          </Text>
        )}
        {result && (
          <Alert color="teal" title={t`Import finished`} role="status">
            <List size="sm" spacing={2}>
              {importSummary(result, i18n).map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
            {result.problems.length > 0 && (
              <>
                <Text size="sm" fw={600} mt="xs">
                  {t`Not imported:`}
                </Text>
                <List size="sm" spacing={2}>
                  {result.problems.map((problem) => (
                    <List.Item key={problem}>{problem}</List.Item>
                  ))}
                </List>
              </>
            )}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
