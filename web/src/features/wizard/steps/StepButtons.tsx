import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';

/** A step's 'Continue' (a submit button of `form` when given). */
function ContinueButton({
  onClick,
  disabled,
  form,
}: {
  onClick?: () => void;
  disabled?: boolean;
  form?: string;
}) {
  const { t } = useLingui();
  return (
    <Button
      type={form ? 'submit' : 'button'}
      form={form}
      onClick={onClick}
      disabled={disabled}
      rightSection={<IconArrowRight size={18} aria-hidden="true" />}
    >
      {t`Continue`}
    </Button>
  );
}

/** Previous (on the left) and Continue: the buttons of steps 2 to 4 (a later chunk than step 1). */
export function BackAndContinue({
  onBack,
  ...next
}: {
  onBack: () => void;
  onClick?: () => void;
  disabled?: boolean;
  form?: string;
}) {
  const { t } = useLingui();
  return (
    <>
      <Button
        variant="default"
        mr="auto"
        onClick={onBack}
        leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
      >
        {t`Previous`}
      </Button>
      <ContinueButton {...next} />
    </>
  );
}
