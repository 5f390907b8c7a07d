import { useLingui } from '@lingui/react/macro';
import { Checkbox } from '@mantine/core';

/**
 * The one e-mail consent control, 'Send me occasional news by e-mail', off by default: at
 * registration (a form field) and in the profile (saved when changed).
 */
export function EmailConsentCheckbox({
  checked,
  onChange,
  disabled,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  // the label is the contract's EMAIL_CONSENT_LABEL, word for word
  return (
    <Checkbox
      label={t`Send me occasional news by e-mail`}
      description={t`Now and then: new series, giveaways and news of Reign. Change it any time in your profile.`}
      checked={checked}
      disabled={disabled}
      onChange={(e) => onChange(e.currentTarget.checked)}
    />
  );
}
