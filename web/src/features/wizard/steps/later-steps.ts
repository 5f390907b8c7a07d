// Steps 2 to 5 of the wizard: one chunk, loaded when the person leaves step 1 (or reloads on a later
// step), so the first screen does not carry the goal dialogs, the forms and their validation.
export { EstablishStep } from './EstablishStep';
export { GrowStep } from './GrowStep';
export { InitiateStep } from './InitiateStep';
export { NavigateStep } from './NavigateStep';
