/**
 * Resolves in a task of its own (a zero timeout): work after `await nextTask()` no longer adds to
 * the task that is running, so two halves of a start are two shorter tasks, each of which the
 * browser can put input and paint between (issue 19: Lighthouse counts each task's time past
 * 50 ms, after slowing it).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
