import { useLingui } from '@lingui/react/macro';
import { type Goal, type GoalFormValues, goalForm } from '@reign/contract';
import { useMutations } from '../../data';
// not through data/index: it brings the form's schema resolver (zod), kept off the first load
import { useEditDialogForm } from '../../data/use-edit-dialog-form';
import { FormDialog } from '../../ui/FormDialog';
import { emptyGoalValues, GoalFormFields } from './GoalFormFields';

export interface EditGoalDialogProps {
  opened: boolean;
  goal: Goal | null;
  onClose: () => void;
}

function valuesOf(goal: Goal | null): GoalFormValues {
  if (!goal) return emptyGoalValues();
  const { title, description, category, season, priority, targetDate } = goal;
  return { title, description, category, season, priority, targetDate };
}

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
