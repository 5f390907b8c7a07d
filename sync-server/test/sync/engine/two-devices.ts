// Steps of the tests where two devices of one account (a phone and a laptop) edit offline and
// come back.
import { type Account, type Device, goalValues, newAccount } from './harness';

/** A new account with two of its devices (made by the test file's `closingDevices()`). */
export async function phoneAndLaptop(device: (account: Account) => Device) {
  const account = await newAccount();
  return { account, phone: device(account), laptop: device(account) };
}

/** Takes the devices off the network (`true`) or puts them back on (`false`). */
export function setOffline(offline: boolean, ...devices: Device[]): void {
  for (const d of devices) d.net.offline = offline;
}

/** Flushes the devices one after another: each sends its changes and pulls what those before it sent. */
export async function flushInTurn(...devices: Device[]): Promise<void> {
  for (const d of devices) await d.engine.flush();
}

/**
 * Two devices that edited offline come back: both online, then the first, the second and the first
 * again flush, so each has the other's changes.
 */
export async function reconnect(first: Device, second: Device): Promise<void> {
  setOffline(false, first, second);
  await flushInTurn(first, second, first);
}

/** The texts of the ticked completions, sorted (what two devices' ticks add up to). */
export function completedTexts(ticks: readonly { isCompleted: boolean; actionText: string }[]): string[] {
  return ticks
    .filter((t) => t.isCompleted)
    .map((t) => t.actionText)
    .sort();
}

/** A new account, its phone and laptop, and a goal made on the phone that both have pulled. */
export async function goalOnBoth(device: (account: Account) => Device, title: string) {
  const account = await newAccount();
  const phone = device(account);
  const laptop = device(account);
  const goal = await phone.mutations.createGoal(goalValues(title));
  await reconnect(phone, laptop);
  return { account, phone, laptop, goal };
}
