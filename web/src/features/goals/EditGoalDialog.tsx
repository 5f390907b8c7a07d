import { useLingui } from '@lingui/react/macro';
import { type Goal, type GoalFormValues, goalForm, goalFormEmpty } from '@reign/contract';
import { formValuesOf } from '@reign/contract/entity-fields';
import { useMutations } from '../../data';
// not through data/index: it brings the form's schema resolver (zod), kept off the first load
import { useEditDialogForm } from '../../data/use-edit-dialog-form';
import { FormDialog } from '../../ui/FormDialog';
import { GoalFormFields } from './GoalFormFields';

export interface EditGoalDialogProps {
  opened: boolean;
  goal: Goal | null;
  onClose: () => void;
}

/** The form filled from the goal: every field of the form, named once (the contract's goalFormEmpty). */
const valuesOf = (goal: Goal | null): GoalFormValues => formValuesOf(goalFormEmpty, goal);

/**
 * Edit Goal: the create form, filled in with the goal; saves with 'Goal Updated'. Only the fields
 * the person changed are sent, so a change of another field made elsewhere meanwhile is kept.
 */
export function EditGoalDialog({ opened, goal, onClose }: EditGoalDialogProps) {
  const { t } = useLingui();
  const { updateGoal } = useMutations();
  const dialogForm = useEditDialogForm(goalForm, goal, valuesOf(goal), { update: updateGoal });
  const { form } = dialogForm;

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t`Edit Goal`}
      label={t`Edit goal`}
      size="lg"
      centeredFullScreenOnPhone
      {...dialogForm}
      submitLabel={t`Save Changes`}
      success={() => ({ title: t`Goal Updated`, message: t`Your changes have been saved.` })}
      failureTitle={t`Error`}
      failureMessage={t`Failed to update goal. Please try again.`}
    >
      <GoalFormFields form={form} />
    </FormDialog>
  );
}
