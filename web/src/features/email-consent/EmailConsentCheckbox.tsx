import { Checkbox } from '@mantine/core';
import { EMAIL_CONSENT_LABEL } from '@reign/contract/email-consent';

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
  return (
    <Checkbox
      label={EMAIL_CONSENT_LABEL}
      description="Now and then: new series, giveaways and news of Reign. Change it any time in your profile."
      checked={checked}
      disabled={disabled}
      onChange={(e) => onChange(e.currentTarget.checked)}
    />
  );
}
