import { useLingui } from '@lingui/react/macro';
import { Card, Stack, Text, Title } from '@mantine/core';
import { emailConsentRoutes } from '@reign/contract/email-consent';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../api';
import { routeKey } from '../../api/query-client';
import { withQueryClient } from '../../api/with-query-client';
import { showFailure, showToast } from '../../ui/toast';
import { EmailConsentCheckbox } from './EmailConsentCheckbox';

const consentKey = routeKey(emailConsentRoutes.getEmailConsent);

function EmailConsentCardContent() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  // The choice being saved, shown from the click on: the mutation's own state reaches the screen a
  // tick later, and until then the controlled box showed the old value again.
  const [choosing, setChoosing] = useState<boolean | null>(null);
  const consent = useQuery({
    queryKey: consentKey,
    queryFn: () => callApi(emailConsentRoutes.getEmailConsent),
  });
  const save = useMutation({
    mutationFn: (emailConsent: boolean) =>
      callApi(emailConsentRoutes.setEmailConsent, { body: { emailConsent } }),
    onSuccess: (state) => {
      queryClient.setQueryData(consentKey, state);
      showToast({
        title: t`Saved`,
        message: state.emailConsent
          ? t`We will send you occasional news by e-mail.`
          : t`We will not send you news by e-mail.`,
        variant: 'success',
      });
    },
    onError: (err) => showFailure(t`Not saved`, err, t`Your choice could not be saved. Please try again.`),
  });
  return (
    <Card withBorder padding="lg" component="section" aria-label={t`E-mail news`}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t`E-mail news`}
        </Title>
        {consent.isError ? (
          <Text size="sm" c="red">
            {t`Your choice could not be loaded. Please try again later.`}
          </Text>
        ) : (
          <EmailConsentCheckbox
            checked={choosing ?? consent.data?.emailConsent ?? false}
            disabled={consent.isPending || choosing !== null}
            onChange={(next) => {
              setChoosing(next);
              // settled: the saved answer is in the query's data, or a failure shows the old choice
              save.mutate(next, { onSettled: () => setChoosing(null) });
            }}
          />
        )}
      </Stack>
    </Card>
  );
}

/** The profile's e-mail news choice (server-only data, through the typed client). */
export const EmailConsentCard = withQueryClient(EmailConsentCardContent);
