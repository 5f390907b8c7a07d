// Preloaded into a server process (NODE_OPTIONS=--import) by a fault test: once the file named by
// REIGN_REJECT_WHEN_FILE exists, the server process leaves one promise rejection unhandled, as a
// background loop's forgotten promise would. Only the process that runs the app acts (it has
// close-with-grace's uncaughtException listener); tsx's launcher does not.
import { existsSync } from 'node:fs';

const file = process.env.REIGN_REJECT_WHEN_FILE;
if (file) {
  const timer = setInterval(() => {
    if (!existsSync(file) || process.listenerCount('uncaughtException') === 0) return;
    clearInterval(timer);
    Promise.reject(new Error('a rejection nobody handles (fault test)'));
  }, 100);
  timer.unref();
}
