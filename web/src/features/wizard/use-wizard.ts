import { useShallow } from 'zustand/react/shallow';
import { useWizardStore, type WizardState } from './wizard-store';

/**
 * Several fields of the wizard's state at once, by name; the component renders again only when one
 * of them changes. For the later steps: the wizard's frame and first step (on every first load of
 * /) select one field at a time and do without the shallow compare's code.
 */
export function useWizard<K extends keyof WizardState>(...keys: K[]): Pick<WizardState, K> {
  return useWizardStore(
    useShallow((state) => Object.fromEntries(keys.map((key) => [key, state[key]])) as Pick<WizardState, K>),
  );
}
